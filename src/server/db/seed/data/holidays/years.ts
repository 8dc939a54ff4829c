// The published holiday schedules. When the State Council publishes a new year: run
// `npx tsx scripts/gen-holidays.ts <year>` (after updating chinese-days) or write <year>.json by hand,
// then add it here; a test fails while a file in this folder is not listed.
import y2025 from './2025.json' with { type: 'json' };
import y2026 from './2026.json' with { type: 'json' };
import type { HolidayYear } from '../types.ts';

export const holidayYears: readonly HolidayYear[] = [y2025, y2026];

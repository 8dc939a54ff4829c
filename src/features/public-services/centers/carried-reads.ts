import { VISA_CENTERS_KEY } from '../../../domain/page-data';
import { takePageData } from '../../../lib/page-data';
import type { Center, ConsularPost, Region } from '../api/public';

interface Carried { centers: Center[]; posts: ConsularPost[]; provinces: Region[]; at: number }

let carried: Carried | undefined;
let taken = false;

/**
 * The three reads the server's painting of the visa-center page carried (decision 107), with when they were taken:
 * the screen starts its queries from them instead of calling, and they age from then like any answer. Only the page's
 * first screen finds them (takePageData compares address and language).
 */
export function carriedReads(): Carried | undefined {
  if (!taken) {
    taken = true;
    const data = takePageData(VISA_CENTERS_KEY, location.pathname) as Omit<Carried, 'at'> | undefined;
    carried = data && { ...data, at: Date.now() };
  }
  return carried;
}

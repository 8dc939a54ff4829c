import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmitButton } from '../../../ui/form/form-page';
import { DateField } from '../../../ui/form/text-field';
import { useAdminFormErrors } from '../parts/form-errors';
import { exportAudit } from '../api/audit';
import { AdminPage, AdminSection } from '../parts/admin-page';
import { showFailure } from '../parts/failure';
import { useAdminText } from '../strings';
import { auditRangeSchema } from './audit-rules';

type Values = z.input<typeof auditRangeSchema>;
type Valid = z.output<typeof auditRangeSchema>;
const fields = ['from', 'to'] as const;

interface Download { url: string; fileName: string }

// Audit export (admin): a date range in China's calendar, answered as a CSV file whose cells the server made safe
// for a spreadsheet. The file is fetched with the staff token (a plain link could not carry it) and offered as a
// download; the link stays on the page to save it again.
export function AuditExportPage() {
  const { text } = useAdminText();
  const form = useForm<Values, unknown, Valid>({ resolver: zodResolver(auditRangeSchema), shouldFocusError: false, defaultValues: { from: '', to: '' } });
  const errors = useAdminFormErrors(form, fields, 'audit');
  const [busy, setBusy] = useState(false);
  const [download, setDownload] = useState<Download | null>(null);
  useEffect(() => () => {
    if (download) URL.revokeObjectURL(download.url);
  }, [download]);

  const onValid = async (range: Valid) => {
    errors.clearServerErrors();
    setBusy(true);
    try {
      const file = await exportAudit(range);
      const fileName = `audit-${range.from}-${range.to}.csv`;
      const url = URL.createObjectURL(file);
      setDownload({ url, fileName });
      // The browser saves it at once; the link below does it again.
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileName;
      anchor.click();
    } catch (error) {
      setDownload(null);
      showFailure(form, errors, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminPage intro={text('audit.intro')}>
      <AdminSection id="audit-range" title={text('audit.rangeTitle')}>
        <form noValidate onSubmit={form.handleSubmit(onValid, errors.onInvalid)}>
          <ErrorSummary items={errors.items} idOf={errors.idOf} summaryRef={errors.summaryRef} />
          <div className="grid grid-cols-1 gap-x-6 md:grid-cols-2">
            <DateField form={form} name="from" id={errors.idOf('from')} label={text('audit.from')} />
            <DateField form={form} name="to" id={errors.idOf('to')} label={text('audit.to')} hint={text('audit.toHint')} />
          </div>
          <SubmitButton busy={busy}>{text('audit.export')}</SubmitButton>
        </form>
        <div aria-live="polite" className="mt-4">
          {download ? (
            <p>
              <a href={download.url} download={download.fileName} className="text-blue-900 underline underline-offset-2">
                {text('audit.saveAgain', { fileName: download.fileName })}
              </a>
            </p>
          ) : null}
        </div>
      </AdminSection>
    </AdminPage>
  );
}

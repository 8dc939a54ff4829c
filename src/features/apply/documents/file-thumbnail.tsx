import { useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '../../../lib/api';
import { useDocumentText } from './strings';

// The picture beside a slot, of the file the server holds (decision 025): the same whether the file was chosen a
// moment ago, on an earlier visit of the step, before a reload or on another device. A data URL, so nothing has
// to be revoked when the screen goes (the old object URL of the chosen file died with its screen).
export function FileThumbnail({ fileId, label, large = false }: { fileId: string; label: string; large?: boolean }) {
  const { text } = useDocumentText();
  const preview = useQuery({
    queryKey: ['file-preview', fileId],
    queryFn: () => payloadOf(api.POST('/api/file/preview', { body: { fileId } })),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: 1,
  });
  if (preview.data) {
    return (
      <img src={preview.data.dataUrl} width={preview.data.width} height={preview.data.height} alt={text('uploader.previewOf', { label })}
        className={`${large ? 'w-full max-w-xs' : 'h-24 w-auto max-w-full'} h-auto rounded border border-slate-300 object-contain`} />
    );
  }
  // A placeholder of the same height, so the slot does not jump when the picture arrives.
  return (
    <span className="flex h-24 w-32 items-center justify-center rounded border border-dashed border-slate-300 bg-slate-50 text-center text-xs text-slate-600">
      {preview.isError ? text('uploader.previewMissing') : text('uploader.previewLoading')}
    </span>
  );
}

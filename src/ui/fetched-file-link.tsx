import { useState } from 'react';

export interface FileLink { url: string; fileName: string }

type Download = { state: 'idle' | 'loading' } | ({ state: 'ready' } & FileLink) | { state: 'failed'; reason: string };

export interface FetchedFileLinkTexts {
  fetch: string;
  fetching: string;
  ready: (fileName: string) => string;
  failed: (reason: string) => string;
}

// A file the server makes on demand behind a signed, expiring link (the application forms): asked for when the
// person presses the button, then offered as a plain link, which a browser can follow without the bearer token.
// A refusal stays on the page with the server's reason and the button to try again.
export function FetchedFileLink({ fetchLink, texts, buttonClassName }: { fetchLink: () => Promise<FileLink>; texts: FetchedFileLinkTexts; buttonClassName: string }) {
  const [download, setDownload] = useState<Download>({ state: 'idle' });
  const fetchFile = async () => {
    setDownload({ state: 'loading' });
    try {
      setDownload({ state: 'ready', ...(await fetchLink()) });
    } catch (error) {
      setDownload({ state: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <div aria-live="polite">
      {download.state === 'ready' ? (
        <a href={download.url} download={download.fileName} className="text-blue-900 underline underline-offset-2">{texts.ready(download.fileName)}</a>
      ) : (
        <button type="button" className={buttonClassName} disabled={download.state === 'loading'} onClick={() => void fetchFile()}>
          {download.state === 'loading' ? texts.fetching : texts.fetch}
        </button>
      )}
      {download.state === 'failed' ? (
        <p role="alert" className="mt-3 border-l-4 border-red-700 bg-red-50 p-3 text-red-900">{texts.failed(download.reason)}</p>
      ) : null}
    </div>
  );
}

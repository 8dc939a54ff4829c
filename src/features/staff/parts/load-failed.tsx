import { useStaffText } from '../strings';

/** A read that failed: the server's (or the network's) words, and a way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { text } = useStaffText();
  return (
    <div role="alert" className="my-4 border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="mt-2 rounded border-2 border-red-800 bg-white px-3 py-1 font-medium hover:bg-red-100">
        {text('retry')}
      </button>
    </div>
  );
}

import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A QR drawn in the browser from its content (an SVG shown as an image: markup displayed, never run). */
export function QrImage({ content, alt, drawing, size = 192 }: { content: string; alt: string; drawing: string; size?: number }) {
  const [drawn, setDrawn] = useState<{ content: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(content, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setDrawn({ content, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      live = false;
    };
  }, [content]);
  if (drawn?.content !== content) return <p style={{ width: size, height: size }} className="flex items-center justify-center border border-slate-200 text-sm text-slate-700">{drawing}</p>;
  return <img src={drawn.url} alt={alt} width={size} height={size} className="border border-slate-200 bg-white" />;
}

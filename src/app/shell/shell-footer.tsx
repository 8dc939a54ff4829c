import { use, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Footer, type FooterContacts, type FooterQr } from '../../ui/footer';
import { rememberCenterId } from '../../lib/session';
import { getFooterConfig } from '../../lib/config';
import { getCenterQrCodes, type CenterQrCodes } from './api/center-qr-codes';

interface FooterData {
  contacts: FooterContacts;
  qrCodes: CenterQrCodes | null;
}

// Footer configuration changes rarely: one fetch per visit, started when the footer first asks (after the page has
// shown; a language switch reloads the page, so the texts follow it). A failed value stays empty; the catalogue has
// said why.
async function loadFooterData(): Promise<FooterData> {
  const [{ address, email, hotline, filingNumber }, qrCodes] = await Promise.all([getFooterConfig(), getCenterQrCodes()]);
  return { contacts: { address, email, hotline, filingNumber }, qrCodes };
}

// Only a fault of the code itself rejects; the footer then stays an empty frame rather than take the shell down.
let footerData: Promise<FooterData> | undefined;
const footerDataOnce = () => (footerData ??= loadFooterData().catch((): FooterData => ({ contacts: {}, qrCodes: null })));

// The SVG goes into an <img> as a data URL: markup from the server is displayed, never run.
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The footer with its data; suspends until the data is there (the layout shows the empty frame meanwhile). */
export function ShellFooter() {
  const { contacts, qrCodes } = use(footerDataOnce());
  const { search } = useLocation();
  const centerId = useMemo(() => rememberCenterId(search), [search]);

  let qr: FooterQr | null = null;
  if (qrCodes) {
    // Spec §1: known centers have their own code; any other or no centerId gets the default.
    const own = qrCodes.centers.find((center) => center.centerId === centerId);
    qr = { src: svgDataUrl(own?.qrCodeSvg ?? qrCodes.defaultQrCodeSvg) };
  }
  return <Footer contacts={contacts} qr={qr} />;
}

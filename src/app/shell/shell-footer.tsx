import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Footer, type FooterQr } from '../../ui/footer';
import { rememberCenterId } from '../session';
import { QueryProvider } from '../query';
import { useConfigValue } from './api/config';
import { useCenterQrCodes } from './api/center-qr-codes';

// The SVG goes into an <img> as a data URL: markup from the server is displayed, never run.
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function ShellFooter() {
  return (
    <QueryProvider>
      <FooterWithData />
    </QueryProvider>
  );
}

function FooterWithData() {
  const { search } = useLocation();
  const centerId = useMemo(() => rememberCenterId(search), [search]);
  const address = useConfigValue('footer.address');
  const email = useConfigValue('footer.email');
  const hotline = useConfigValue('footer.hotline');
  const filingNumber = useConfigValue('footer.filingNumber');
  const qrCodes = useCenterQrCodes();

  let qr: FooterQr | null = null;
  if (qrCodes.data) {
    // Spec §1: known centers have their own code; any other or no centerId gets the default.
    const own = qrCodes.data.centers.find((center) => center.centerId === centerId);
    qr = { src: svgDataUrl(own?.qrCodeSvg ?? qrCodes.data.defaultQrCodeSvg) };
  }

  return (
    <Footer
      contacts={{
        address: address.data?.value,
        email: email.data?.value,
        hotline: hotline.data?.value,
        filingNumber: filingNumber.data?.value,
      }}
      qr={qr}
    />
  );
}

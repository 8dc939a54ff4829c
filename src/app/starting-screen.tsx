import { useTranslation } from 'react-i18next';
import { Footer } from '../ui/footer';
import { ShellFrame } from './shell/shell-frame';

// Shown while the first route's chunk loads: the page's own frame (header, navigation, an empty footer) with a
// loading line where the screen will be, so the screen appears in place and nothing around it moves.
export function StartingScreen() {
  const { t } = useTranslation();
  return (
    <ShellFrame footer={<Footer contacts={{}} qr={null} />}>
      <p role="status" className="text-slate-700">
        {t('common.loading')}
      </p>
    </ShellFrame>
  );
}

import { Link } from 'react-router-dom';
import { Logo } from '../../../ui/logo';
import { useStaffText } from '../strings';

export function StaffHeaderMark() {
  const { text } = useStaffText();
  return (
    <Link to="/staff" className="flex items-center gap-2 text-blue-950 no-underline">
      <Logo className="h-9 w-9" />
      <span className="text-lg font-bold">{text('consoleTitle')}</span>
    </Link>
  );
}

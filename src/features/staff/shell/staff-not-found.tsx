import { Link } from 'react-router-dom';
import { useStaffText } from '../strings';
import { StaffMain } from './staff-main';

export function StaffNotFound() {
  const { text } = useStaffText();
  return (
    <StaffMain narrow>
      <h1 className="mt-6 text-2xl font-bold text-blue-950">{text('notFound.title')}</h1>
      <p className="mt-4 text-slate-700">{text('notFound.text')}</p>
      <p className="mt-6"><Link to="/staff" className="text-blue-900 underline underline-offset-2">{text('notFound.home')}</Link></p>
    </StaffMain>
  );
}

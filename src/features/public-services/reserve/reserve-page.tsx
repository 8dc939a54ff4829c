import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { chinaDate } from '../../../domain/dates';
import { FormPage, Notice } from '../../../ui/form/form-page';
import { Tabs } from '../../../ui/form/tabs';
import type { Reservation } from '../api/public';
import { BookingCard } from './booking-card';
import { BookingForm } from './booking-form';
import { ManageBooking } from './manage-booking';
import { ReplacedLine } from './replaced-line';

type Tab = 'book' | 'manage';

/** The offline appointment (spec §2 reserve): book a visit, or find a booking to move or cancel it. */
export function ReservePage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'manage' ? 'manage' : 'book';
  // "Today" is China's date: the window and the 2 working days count from it, as on the server.
  const [today] = useState(() => chinaDate(new Date()));
  const [booked, setBooked] = useState<Reservation | null>(null);
  return (
    <FormPage wide>
      <p className="mb-6 text-slate-700">{t('public.reserve.intro')}</p>
      <Tabs
        label={t('public.reserve.tabsLabel')}
        idPrefix="reserve"
        tabs={[{ key: 'book', label: t('public.reserve.tabBook') }, { key: 'manage', label: t('public.reserve.tabManage') }]}
        selected={tab}
        onSelect={(next: Tab) => {
          setBooked(null);
          setSearch(next === 'manage' ? { tab: 'manage' } : {}, { replace: true });
        }}
      >
        {tab === 'manage' ? <ManageBooking key="manage" today={today} /> : booked ? (
          <>
            <Notice tone="success">
              <p className="font-semibold">{t('public.booking.done')}</p>
              <p>{t('public.booking.keepReference')}</p>
              {booked.replaced?.map((replaced) => <p key={replaced.reservationNo}><ReplacedLine textKey="public.booking.replaced" replaced={replaced} /></p>)}
            </Notice>
            <BookingCard reservation={booked} />
          </>
        ) : <BookingForm today={today} onBooked={setBooked} />}
      </Tabs>
    </FormPage>
  );
}

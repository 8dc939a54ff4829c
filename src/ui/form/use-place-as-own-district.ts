import { useEffect } from 'react';

/**
 * A county-level place outside any city (仙桃市) is offered as a city whose only district is itself: the district
 * is then chosen for the person, since there is nothing to choose.
 */
export function usePlaceAsOwnDistrict(districts: readonly { code: string }[] | undefined, cityCode: string, districtCode: string, choose: (code: string) => void) {
  const only = districts?.length === 1 && districts[0]!.code === cityCode ? cityCode : null;
  useEffect(() => {
    if (only && !districtCode) choose(only);
  }, [only, districtCode, choose]);
}

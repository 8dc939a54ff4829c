// The order actor: creates the order of the signed applications with its delivery and returns (see actor-payload.ts).
import { fromPromise } from 'xstate';
import type { CreateOrderInput, CreateOrderOutput } from '../../../../machines/application/order-data';
import { unwrap } from '../../../api/client';
import { applicationCounts } from '../../../domain/application-counts';
import { api } from '../../../lib/api';
import { payload } from './actor-payload';

export const createOrder = (draftId: () => string | null) =>
  fromPromise<CreateOrderOutput, CreateOrderInput>(async ({ input }) => {
    const { sender, way } = input.delivery;
    // The machine's return groups name applicants; the server wants their applications. `applicantIds` and
    // `applicationIds` come in the same order (submitApplications answers in the order of the applicants).
    const applyIdsOf = (applicantIds: readonly string[]) => applicantIds.map((id) => {
      const applyId = input.applicationIds[input.applicantIds.indexOf(id)];
      if (applyId === undefined) throw new Error(`createOrder: applicant ${id} has no submitted application`);
      return applyId;
    });
    const order = await payload(unwrap(api.POST('/api/visa/order', {
      body: {
        draftId: draftId() ?? undefined,
        applyIds: input.applicationIds,
        delivery: {
          way,
          senderName: sender?.name,
          senderPhone: sender?.phone,
          provinceId: sender?.provinceId,
          cityId: sender?.cityId,
          districtId: sender?.districtId,
          address: sender?.address,
          saveAddress: sender?.saveAddress,
          reservationDate: sender?.reservation?.date,
          reservationTime: sender?.reservation?.time,
          ...applicationCounts(input.applicationIds.length, input.urgent),
          senderRelation: sender?.relation === 'family' ? 'familyMember' as const : 'myself' as const,
          exitDate: sender?.exitDate,
        },
        returns: input.returns.map((group) => group.way === 'pickup'
          ? { way: 'pickup' as const, applyIds: applyIdsOf(group.applicantIds) }
          : {
            way: 'courier' as const,
            applyIds: applyIdsOf(group.applicantIds),
            recipient: group.recipient.name,
            phone: group.recipient.phone,
            provinceId: group.recipient.provinceId,
            cityId: group.recipient.cityId,
            districtId: group.recipient.districtId,
            address: group.recipient.address,
          }),
      },
    })));
    return { orderId: order.id, amount: order.amount };
  });

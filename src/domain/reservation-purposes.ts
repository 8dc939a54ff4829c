/** What an offline appointment is for (issue 16 item 1); its own module so the booking page needs no rule code. */
export const RESERVATION_PURPOSES = ['submitMaterials', 'collectPassport', 'enquiry'] as const;

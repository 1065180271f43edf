import type { KycDraft } from './validation';

/** A valid application as typed (for tests): an adult, names with spaces to be trimmed. */
export const APPLICANT: KycDraft = {
  firstName: '  Alice ',
  lastName: 'Martin',
  sex: 'female',
  birthdate: '1990-05-17',
  country: 'FR',
  address: '1 rue de la Paix, Paris',
  phone: '+33 1 23 45 67 89',
  documentType: 'passport',
};

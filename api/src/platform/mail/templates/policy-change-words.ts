/** The words mails use for a change request's kind and status, in each language. */
import type { PolicyChangeStatus, PolicyChangeType } from '@coverline/contracts';
import type { MailLanguage } from './layout';

const CHANGE_TYPE_WORDS: Record<MailLanguage, Record<PolicyChangeType, string>> = {
  en: {
    add_location: 'add a location',
    change_payroll: 'change payroll',
    add_additional_insured: 'add an additional insured',
    change_address: 'change an address',
    cancel: 'cancel the policy',
    other: 'other service',
  },
  es: {
    add_location: 'agregar una ubicación',
    change_payroll: 'cambiar la nómina',
    add_additional_insured: 'agregar un asegurado adicional',
    change_address: 'cambiar una dirección',
    cancel: 'cancelar la póliza',
    other: 'otro servicio',
  },
};

const CHANGE_STATUS_WORDS: Record<MailLanguage, Record<PolicyChangeStatus, string>> = {
  en: {
    submitted: 'submitted',
    in_progress: 'in progress',
    completed: 'completed',
    declined: 'declined',
  },
  es: {
    submitted: 'enviada',
    in_progress: 'en proceso',
    completed: 'completada',
    declined: 'rechazada',
  },
};

export const changeTypeWords = (type: PolicyChangeType, language: MailLanguage = 'en'): string =>
  CHANGE_TYPE_WORDS[language][type];

export const changeStatusWords = (
  status: PolicyChangeStatus,
  language: MailLanguage = 'en',
): string => CHANGE_STATUS_WORDS[language][status];

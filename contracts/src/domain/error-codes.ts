/**
 * The error catalogue: every code the API may put in the `code` field of the error envelope,
 * with the HTTP status it travels with and the message a user sees by default.
 */
export const ErrorCode = {
  Custom: 1000,
  NoQuotes: 1001,
  NoBindableViaApi: 1002,
  BindableReferralApproved: 1003,
  BindableAddLocations: 1004,
  BindablePendingUnderwriting: 1005,
  BindablePendingAddLocations: 1006,
  Referred: 1007,
  ReviewDiscardedLosses: 1101,
  HartfordQuoteTouched: 1102,
  SelectedOptionNotBindable: 1103,
  UserConflict: 1201,
  QuoteEmailMismatch: 1202,
  NotYourQuote: 1203,
  QuoteCompleted: 1204,
  QuoteBound: 1205,
  PolicyActive: 1206,
  GuestTokenRequiredResume: 1207,
  GuestTokenRequiredRegistration: 1208,
  NoActiveQuoteForCoverage: 1209,
  InactiveQuote: 1210,
  NotGuestEditable: 1211,
  NotClientModifiable: 1212,
  QuoteExpiredForClient: 1213,
  OnlyEffectiveDateModifiable: 1214,
  QuoteNotApiEnabled: 1215,
  CarrierQuoteExists: 1216,
  NotManualEnabled: 1217,
  CarrierQuoteNotApiEnabled: 1218,
  InitialEffectiveDateExpired: 1219,
  SubmittedEffectiveDateExpired: 1220,
  CarrierQuoteBoundOrCompleted: 1221,
  CarrierQuoteOutOfSync: 1222,
  NotApiBindable: 1223,
  HiddenFromClient: 1224,
  StatusNotSubmittable: 1225,
  StatusHasChanged: 1226,
  NotYourClient: 1301,
  IdentifierLockedToPolicy: 1302,
  IdentifierLockedForbiddenQuote: 1303,
  IdentifierLockedNotYourQuote: 1401,
  UserDetailsMayDiffer: 1501,
  ExpiredEffectiveDateAccessed: 1502,
  PaymentResultInvalid: 1601,
  PaymentResultExpired: 1602,
  CheckoutNotFound: 1603,
  CheckoutInProgress: 1604,
  CheckoutAlreadyPaid: 1605,
  CheckoutClosed: 1606,
  QuoteProposalNotReady: 1801,
  QuoteInformationMissing: 1802,
  DifferingEffectiveDates: 1803,
  PolicyInfoIncomplete: 1804,
  PolicyNotActivatable: 1805,
  PolicyNotBound: 1806,
  DocumentNotReady: 1807,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ErrorDefinition {
  code: ErrorCode;
  httpStatus: number;
  message: string;
}

const def = (code: ErrorCode, httpStatus: number, message: string): ErrorDefinition => ({
  code,
  httpStatus,
  message,
});

export const ERROR_CATALOGUE: Readonly<Record<ErrorCode, ErrorDefinition>> = {
  1000: def(1000, 400, 'Something went wrong.'),
  1001: def(1001, 404, 'No quotes are available for this submission.'),
  1002: def(1002, 409, 'None of the quotes can be bound online. An agent will contact you.'),
  1003: def(1003, 409, 'The quote is bindable: the carrier approved the referral.'),
  1004: def(1004, 409, 'The quote is bindable once the extra locations are added at the carrier.'),
  1005: def(1005, 409, 'The quote is bindable once underwriting is finished.'),
  1006: def(1006, 409, 'The quote is bindable once the pending locations are added.'),
  1007: def(1007, 409, 'The quote was referred to the carrier for review.'),
  1101: def(1101, 409, 'Please review the discarded losses before continuing.'),
  1102: def(
    1102,
    409,
    'This Hartford quote was changed in the carrier’s own tool and can no longer be changed here.',
  ),
  1103: def(1103, 409, 'The selected option is no longer bindable. Please choose another quote.'),
  1201: def(
    1201,
    409,
    'This email relates to an active quote. Please sign up or log in to continue with it.',
  ),
  1202: def(1202, 409, 'The email does not match the email of this quote.'),
  1203: def(1203, 403, 'This quote does not belong to you.'),
  1204: def(1204, 409, 'This quote is completed and can no longer be changed.'),
  1205: def(1205, 409, 'This quote is bound and can no longer be changed.'),
  1206: def(1206, 409, 'This business already has an active policy. Please contact us.'),
  1207: def(1207, 403, 'Welcome back! Please check your email for the link to resume your quote.'),
  1208: def(
    1208,
    403,
    'Security check: please check your email for the link to finish your registration.',
  ),
  1209: def(1209, 404, 'There is no active quote for this coverage.'),
  1210: def(1210, 409, 'This quote is inactive.'),
  1211: def(
    1211,
    403,
    'This quote can no longer be edited as a guest. Please sign up to continue.',
  ),
  1212: def(1212, 403, 'This quote can no longer be modified by the client.'),
  1213: def(1213, 409, 'This quote has expired. Please choose a new effective date.'),
  1214: def(1214, 409, 'Only the effective date of this quote can be modified.'),
  1215: def(1215, 409, 'This quote is not enabled for online quoting.'),
  1216: def(1216, 409, 'A quote from this carrier already exists.'),
  1217: def(1217, 409, 'This quote is not enabled for manual entry.'),
  1218: def(1218, 409, 'This carrier quote is not enabled for online quoting.'),
  1219: def(
    1219,
    409,
    'The initial effective date has expired. Please choose a new effective date.',
  ),
  1220: def(
    1220,
    409,
    'The submitted effective date has expired. Please choose a new effective date.',
  ),
  1221: def(1221, 409, 'This carrier quote is already bound or completed.'),
  1222: def(1222, 409, 'This carrier quote is out of sync. Please refresh the quote.'),
  1223: def(1223, 409, 'This quote cannot be bound online.'),
  1224: def(1224, 403, 'This quote is not available.'),
  1225: def(1225, 409, 'The quote cannot be submitted in its current status.'),
  1226: def(1226, 409, 'The status of this quote has changed. The page will reload.'),
  1301: def(
    1301,
    403,
    'This client is assigned to another agent. Please contact an admin to transfer the client.',
  ),
  1302: def(
    1302,
    409,
    'This FEIN or business name is tied to another agent’s active policy. Please contact an admin.',
  ),
  1303: def(
    1303,
    403,
    'This FEIN or business name is tied to another agent’s quote. Please contact an admin.',
  ),
  1401: def(
    1401,
    403,
    'This FEIN or business name is tied to a quote that is not yours. Please contact an admin.',
  ),
  1501: def(1501, 409, 'Your details may differ from the details on the carrier quote.'),
  1502: def(1502, 409, 'The effective date of this quote has expired.'),
  1601: def(1601, 400, 'The payment result could not be verified. Nothing was recorded.'),
  1602: def(
    1602,
    400,
    'This payment result has expired. Please open the checkout page again to continue.',
  ),
  1603: def(1603, 404, 'This checkout does not exist.'),
  1604: def(
    1604,
    409,
    'A checkout for another amount is already in progress for this quote. Please contact us to reset it.',
  ),
  1605: def(1605, 409, 'This quote is already paid.'),
  1606: def(1606, 409, 'This checkout was closed. Please start the checkout again.'),
  1801: def(1801, 409, 'Quote proposal not ready, try later.'),
  1802: def(1802, 409, 'Missing quote information, please modify the quote.'),
  1803: def(
    1803,
    409,
    'The quotes have differing effective dates. Please confirm before sending the proposal.',
  ),
  1804: def(
    1804,
    409,
    'Please save all policy information, including the policy number, before activating the policy.',
  ),
  1805: def(1805, 409, 'The policy can be activated once the quote is paid and signed.'),
  1806: def(1806, 409, 'The policy is not bound yet.'),
  1807: def(1807, 409, 'There is no active document of this kind for the quote yet.'),
};

export const ALL_ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCode);

export function isCatalogueCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && value in ERROR_CATALOGUE;
}

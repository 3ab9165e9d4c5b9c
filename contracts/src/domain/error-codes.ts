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
  BillingInfoRequired: 1801,
  PaymentOptionNotOffered: 1802,
  PurchaseStepUnavailable: 1803,
  PaygoRegistrationRequired: 1804,
  PaygoFeinRegistered: 1901,
  PaygoQuoteRegistered: 1902,
  PaygoNoCarrierQuote: 1903,
  PaygoNotOffered: 1904,
  PaygoRegistrationNotFound: 1905,
  QuoteProposalNotReady: 1951,
  QuoteInformationMissing: 1952,
  DifferingEffectiveDates: 1953,
  PolicyInfoIncomplete: 1954,
  PolicyNotActivatable: 1955,
  PolicyNotBound: 1956,
  DocumentNotReady: 1957,
  OwnerNotExcluded: 1971,
  OwnerNotOnQuote: 1972,
  WaiverAlreadySigned: 1973,
  PolicyChangeClosed: 2101,
  PolicyChangeNotFound: 2102,

  CertificatePolicyNotBound: 2001,
  CertificatePolicyExpired: 2002,
  CertificateNotFound: 2003,

  RepEmailTaken: 2201,
  RepRegistrationLinkInvalid: 2202,
  RepAwaitingApproval: 2203,
  RepNotAwaitingApproval: 2204,
  RepRegistrationNotFound: 2205,

  ReferralNotFound: 2301,
  ReferralOfAnotherCompany: 2302,
  RepWithoutPayrollCompany: 2303,
  ReferralAlreadyAttached: 2304,
  ReferralNotAttached: 2305,
  ReferralClosed: 2306,
  QuoteAlreadyReferred: 2307,
  ReferralQuoteNotFound: 2308,
  ReferralLinkInvalid: 2309,
  PayoutDecisionUnchanged: 2310,
  PayoutNeedsQuote: 2311,
  ReferralStatusNotAllowed: 2312,

  BorApplicationNotFound: 2401,
  BorNotYourApplication: 2402,
  BorLinkInvalid: 2403,
  BorLinkUsed: 2404,
  BorLinkExpired: 2405,
  BorNotEditable: 2406,
  BorIncomplete: 2407,
  BorStatusNotAllowed: 2408,

  MfaCodeInvalid: 2601,
  MfaChallengeInvalid: 2602,
  MfaTooManyAttempts: 2603,
  MfaAlreadyEnabled: 2604,
  MfaNotEnabled: 2605,
  MfaEnrolmentNotStarted: 2606,
  MfaStaffOnly: 2607,
  MfaRequired: 2608,
  MfaStaffMemberNotFound: 2609,
  ServiceUnavailable: 2610,
  RequestInvalid: 2690,
  NothingHere: 2693,
  RequestTooLarge: 2694,
  ContentTypeNotAccepted: 2695,
  TooManyRequests: 2696,
  ChatRequestNotFound: 2501,
  ChatNotYourRequest: 2502,
  ChatRequestClosed: 2503,
  ChatRateLimited: 2504,
  ChatMessageTooLong: 2505,
  ChatMalformedFrame: 2506,
  ChatUnknownEvent: 2507,
  ChatStaffOnly: 2508,
  ChatNotJoined: 2509,
  ChatSignInFailed: 2510,
  ChatHandoffNotAvailable: 2511,

  // -- identity and platform: 2701-2749 --
  SignInRequired: 2701,
  AccessDenied: 2702,
  InvalidCredentials: 2703,
  AccountInactive: 2704,
  EmailTaken: 2705,
  ResetLinkInvalid: 2706,
  VerificationLinkInvalid: 2707,
  UserNotFound: 2708,
  AgentNotFound: 2709,
  JoinDateInFuture: 2710,
  CurrentPasswordIncorrect: 2711,
  CannotDeactivateSelf: 2712,
  OnlyClientsAssignable: 2713,
  AssigneeNotStaff: 2714,
  AssigneeDeactivated: 2715,
  ClientSearchCriteriaMissing: 2716,
  ClientEmailIsSignIn: 2717,
  ClientEmailTaken: 2718,
  ClientNotFound: 2719,
  RepSignInLinkInvalid: 2720,
  TooManyAttempts: 2721,
  // [sessions and the sign-in stack] 2722-2727
  CrossSiteRequestRefused: 2722,
  // end [sessions and the sign-in stack]
  // [client records and agents] 2728-2733
  ClientEmailProtected: 2728,
  ClientNotAssigned: 2729,
  // end [client records and agents]
  // [mail and guest links] 2734-2739
  MailRateLimited: 2734,
  TranscriptNeedsConfirmedEmail: 2735,
  // end [mail and guest links]
  // [passwords, staff MFA, files, claims and chat] 2740-2749
  PasswordTooCommon: 2740,
  PasswordHasPersonalInfo: 2741,
  SignInBackoff: 2742,
  ChatTooManySockets: 2743,
  // end [passwords, staff MFA, files, claims and chat]

  // -- quoting: 2751-2799 --
  QuoteNotFound: 2751,
  CarrierQuoteNotFound: 2752,
  QuoteLineMismatch: 2753,
  QuoteDetailRequired: 2754,
  QuoteDetailFixed: 2755,
  BusinessNotOfClient: 2756,
  BusinessNotFound: 2757,
  SubmissionInvalid: 2758,
  ClassCodeNotFound: 2759,
  ClassCodeNotAccepted: 2760,
  BusinessIdentifierInvalid: 2761,
  QuoteLockUnchanged: 2763,
  QuoteNotArchived: 2764,
  QuoteStatusUnchanged: 2766,
  QuoteModeUnchanged: 2767,
  ManualQuoteInvalid: 2768,
  CarrierNotFound: 2769,
  CarrierNameTaken: 2770,
  CarrierLogoInvalid: 2771,
  CarrierLogoMissing: 2772,
  CoverageTextNotFound: 2773,
  PayrollCompanyTaken: 2775,
  PayrollCompanyInUse: 2776,
  QuestionSetInvalid: 2777,
  NaicsEntryNotFound: 2778,
  NaicsCodeUnknown: 2779,
  NaicsEntryTaken: 2780,
  PayrollRuleInvalid: 2781,
  PayrollRuleNotFound: 2782,
  PayrollYearExists: 2783,
  PayrollYearEmpty: 2784,
  PayrollYearNotFound: 2785,
  PayrollLastYear: 2786,
  // [rating integrity] 2787-2799
  ExposureImplausible: 2787,
  ExperienceModAlreadyVerified: 2788,
  // end [rating integrity]
  // [priced terms] 2789-2793
  // end [priced terms]
  // [quote codes] 2794-2799
  CarrierQuoteNotChosen: 2794,
  // end [quote codes]

  // -- purchase: 2801-2849 --
  BillingFormInvalid: 2801,
  BankAccountInvalid: 2802,
  PaygoRegistrationInvalid: 2803,
  BillingInfoNotFound: 2804,
  DocumentNotFound: 2806,
  DocumentFileMissing: 2807,
  DocumentNotUploadable: 2808,
  SignaturePacketIncomplete: 2810,
  SignerNotFound: 2811,
  SignaturePacketNotFound: 2812,
  SignaturePacketNotOut: 2813,
  SignerAlreadySigned: 2814,
  SignaturePacketAlreadyOut: 2815,
  SigningLinkInvalid: 2816,
  SigningLinkUsed: 2817,
  SigningRequestWithdrawn: 2818,
  SigningDocumentNotInPacket: 2819,
  TypedNameMismatch: 2820,
  // [policy voice] 2821-2829
  // end [policy voice]
  // [customer links and checkout] 2830-2839
  // end [customer links and checkout]

  // -- servicing, back office, partners and support: 2851-2949 --
  PayrollCompanyNotFound: 2851,
  PayrollRepNotFound: 2852,
  RepEmailInUse: 2853,
  NoteNotFound: 2855,
  NoteApplicationOnlyForPolicy: 2856,
  NoteApplicationNotOfClient: 2857,
  NoteArchivedNotPinnable: 2858,
  NotePinnedOrderMismatch: 2859,
  BorSessionRequired: 2860,
  BorSessionOnly: 2861,
  BorCarrierNotFound: 2862,
  PolicyDatesInvalid: 2864,
  CarrierCannotBind: 2865,
  ClaimDateInvalid: 2866,
  CertificateContentInvalid: 2867,
  PayrollRepInactive: 2868,
  // [staff journeys] 2869-2879
  BusinessTypeTaken: 2869,
  // [help center] 2870-2874
  HelpArticleNotFound: 2870,
  HelpArticleVersionNotFound: 2871,
  HelpArticleChanged: 2872,
  HelpArticleContentInvalid: 2873,
  HelpSearchInvalid: 2874,
  // end [help center]
  // [help assistant] 2875-2879
  ChatRequestNotAbandoned: 2875,
  // end [help assistant]
  // end [staff journeys]
  // [bor and referrals] 2880-2889
  BorPolicyAlreadyRequested: 2880,
  GuestLinkInvalid: 2881,
  // end [bor and referrals]
  // [appetite] 2890-2899
  RateTableNotFound: 2890,
  RateVersionDateTaken: 2891,
  RateVersionInvalid: 2892,
  RateImportInvalid: 2893,
  RateVersionNameTaken: 2894,
  BusinessTypeNotInIndex: 2895,
  AppetiteSearchTooShort: 2896,
  // end [appetite]

  // -- platform jobs and files: 2951-2999 --
  UploadFileMissing: 2951,
  UploadTooLarge: 2952,
  UploadTypeNotAccepted: 2953,
  UploadNameMismatch: 2954,

  // -- policy lifecycle: 3051-3099 --
  // [ledger and instalments] 3051-3069
  InstalmentNotFound: 3051,
  InstalmentNotPayable: 3052,
  PayNowResultInvalid: 3053,
  PayNowDeclined: 3054,
  // [cancellation] 3055-3059
  CancellationBeforeStart: 3055,
  CancellationAfterExpiry: 3056,
  PolicyAlreadyCancelled: 3057,
  PolicyExpiredNotCancellable: 3058,
  RefundNotPossible: 3059,
  // [endorsements] 3060-3070
  EndorsementNotFound: 3060,
  EndorsementDateOutsideTerm: 3061,
  EndorsementChangeInvalid: 3062,
  EndorsementNotRated: 3063,
  EndorsementCarrierDeclines: 3064,
  EndorsementStatusConflict: 3065,
  EndorsementOfferExpired: 3066,
  EndorsementPaymentDeclined: 3067,
  EndorsementOpenExists: 3068,
  EndorsementPolicyNotInForce: 3069,
  EndorsementChangesNothing: 3070,
  // end [ledger and instalments]
  // [reinstatement] 3093-3099
  PolicyNotCancelled: 3093,
  ReinstatementNotAllowed: 3094,
  ReinstatementWindowClosed: 3095,
  ReinstatementResultInvalid: 3096,
  ReinstatementDeclined: 3097,
  NothingPastDue: 3098,
  // end [reinstatement]
  // -- live certificates: 3071-3079 --
  CertificateVerificationNotFound: 3071,
  CertificatePolicyCancelled: 3072,
  // -- renewal: 3073-3079 --
  RenewalNotFound: 3073,
  RenewalNotConfirmed: 3074,
  RenewalClosed: 3075,
  RenewalClassCodeUnknown: 3076,
  RenewalNotRated: 3077,
  RenewalPayrollIncomplete: 3078,
  PolicyNotRenewable: 3079,
  // -- premium audits: 3085-3092 --
  PremiumAuditNotWorkersComp: 3085,
  PremiumAuditPolicyNotFound: 3086,
  PremiumAuditNotAwaitingPayroll: 3087,
  PremiumAuditLinesInvalid: 3088,
  PremiumAuditNotRated: 3089,
  PremiumAuditRefundNotPossible: 3090,
  // -- daily runs: 3080-3084 --
  DailyRunUnknown: 3080,
  DailyRunInProgress: 3081,
  DailyRunDayAhead: 3082,
  DailyRunDayTooOld: 3083,
  // -- integrations: 3001-3049 --
  ApiClientNotFound: 3001,
  InvalidClientCredentials: 3002,
  UnsupportedGrantType: 3003,
  ApiScopeNotGranted: 3004,
  MachineScopeMissing: 3005,
  ApiClientRateLimited: 3006,
  ApiClientRevoked: 3007,
  ApiPartnerNotFound: 3008,
  ApiScopeNotForPartner: 3009,
  // -- integrations: webhooks 3021-3039 --
  WebhookSubscriptionNotFound: 3021,
  WebhookDeliveryNotFound: 3022,
  WebhookPartnerNotFound: 3023,
  WebhookUrlNotAllowed: 3024,
  WebhookSubscriptionDisabled: 3025,
  // -- integrations: pay-as-you-go payroll reports 3026-3039 --
  PayrollReportPolicyNotFound: 3026,
  PayrollReportPeriodInvalid: 3027,
  PayrollReportPeriodOverlaps: 3028,
  PayrollReportLinesInvalid: 3029,
  PayrollReportIdReused: 3030,
  PayrollReportNotRated: 3031,
  // -- integrations: partners' own webhook subscriptions 3040-3049 --
  WebhookSubscriptionLimitReached: 3040,
  // -- integrations: payroll report corrections 3041-3049 --
  PayrollCorrectionReportNotFound: 3041,
  PayrollCorrectionChargePending: 3042,
  PayrollCorrectionIdReused: 3043,
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
  1801: def(1801, 409, 'Please save the billing information before checking out.'),
  1802: def(1802, 409, 'The carrier of this quote does not offer this billing option.'),
  1803: def(1803, 409, 'This step of the purchase is not available in the quote’s current status.'),
  1804: def(
    1804,
    409,
    'Please complete the pay-as-you-go registration with the carrier before saving the billing.',
  ),
  1901: def(1901, 409, 'A pay-as-you-go registration already exists for this FEIN.'),
  1902: def(1902, 409, 'This quote already has a pay-as-you-go registration.'),
  1903: def(1903, 409, 'Please choose a carrier quote before registering for pay-as-you-go.'),
  1904: def(1904, 409, 'The chosen carrier does not offer pay-as-you-go billing.'),
  1905: def(1905, 404, 'This pay-as-you-go registration does not exist.'),
  1951: def(1951, 409, 'Quote proposal not ready, try later.'),
  1952: def(1952, 409, 'Missing quote information, please modify the quote.'),
  1953: def(
    1953,
    409,
    'The quotes have differing effective dates. Please confirm before sending the proposal.',
  ),
  1954: def(
    1954,
    409,
    'Please save all policy information, including the policy number, before activating the policy.',
  ),
  1955: def(1955, 409, 'The policy can be activated once the quote is paid and signed.'),
  1956: def(1956, 409, 'The policy is not bound yet.'),
  1957: def(1957, 409, 'There is no active document of this kind for the quote yet.'),
  1971: def(1971, 409, 'Only an excluded owner or officer signs an exclusion waiver.'),
  1972: def(1972, 404, 'This owner or officer is not on the quote.'),
  1973: def(1973, 409, 'This owner or officer has already signed their exclusion waiver.'),
  2101: def(2101, 409, 'This change request has already been completed or declined.'),
  2102: def(2102, 404, 'There is no such change request on this policy.'),

  2001: def(2001, 409, 'Certificates are issued for bound, active policies only.'),
  2002: def(2002, 409, 'This policy has expired: certificates are issued for policies in force.'),
  2003: def(2003, 404, 'This certificate does not exist.'),

  2201: def(2201, 409, 'A payroll partner rep already has this email. Sign in instead.'),
  2202: def(2202, 400, 'This confirmation link is invalid or has expired. Please register again.'),
  2203: def(2203, 409, 'This rep is waiting for approval.'),
  2204: def(2204, 409, 'This rep is not waiting for approval.'),
  2205: def(2205, 404, 'There is no registration waiting for confirmation for this email.'),

  2301: def(2301, 404, 'This referral does not exist.'),
  2302: def(2302, 403, 'This referral belongs to another payroll company.'),
  2303: def(2303, 403, 'Your rep account is not linked to a payroll company yet.'),
  2304: def(2304, 409, 'This referral is already attached to a quote. Detach it first.'),
  2305: def(2305, 409, 'This referral is not attached to a quote.'),
  2306: def(2306, 409, 'This referral is closed and can no longer change.'),
  2307: def(2307, 409, 'This quote is already attached to another referral.'),
  2308: def(2308, 404, 'There is no quote with this id.'),
  2309: def(2309, 404, 'This referral link is not valid. Ask your payroll partner for a new one.'),
  2310: def(2310, 409, 'The referral already has this payout decision.'),
  2311: def(2311, 409, 'A referral earns a payout only once it is attached to a quote.'),
  2312: def(2312, 409, "The referral's status does not allow this change."),

  2401: def(2401, 404, 'This broker-of-record application does not exist.'),
  2402: def(2402, 403, 'This broker-of-record application belongs to another applicant.'),
  2403: def(2403, 400, 'This sign-in link is not valid. Ask for a new one.'),
  2404: def(2404, 409, 'This sign-in link was already used. Ask for a new one.'),
  2405: def(2405, 410, 'This sign-in link has expired. Ask for a new one.'),
  2406: def(
    2406,
    409,
    'This broker-of-record application was submitted and can no longer be changed.',
  ),
  2407: def(2407, 400, 'The broker-of-record application is not complete.'),
  2408: def(2408, 409, "The application's status does not allow this change."),

  2601: def(
    2601,
    400,
    'This code is not valid. Enter the current code from your app or a recovery code.',
  ),
  2602: def(2602, 400, 'This sign-in step has expired or was already used. Please sign in again.'),
  2603: def(2603, 429, 'Too many wrong codes. Please sign in again.'),
  2604: def(2604, 409, 'Two-step verification is already on for this account.'),
  2605: def(2605, 409, 'Two-step verification is not on for this account.'),
  2606: def(2606, 409, 'There is no set-up in progress. Start the set-up again.'),
  2607: def(2607, 403, 'Two-step verification is for staff accounts.'),
  2608: def(2608, 409, 'Two-step verification is required for admins and cannot be turned off.'),
  2609: def(2609, 404, 'There is no staff member with this id.'),
  2610: def(2610, 503, 'The service is temporarily unavailable. Please try again in a moment.'),
  2690: def(2690, 400, 'The request is not valid. Please check what you entered.'),
  2693: def(2693, 404, 'There is nothing at this address.'),
  2694: def(2694, 413, 'The request is too large.'),
  2695: def(2695, 415, 'This type of content is not accepted.'),
  2696: def(2696, 429, 'Too many requests. Please wait a moment and try again.'),
  2501: def(2501, 404, 'This chat does not exist.'),
  2502: def(2502, 403, 'This chat belongs to someone else.'),
  2503: def(2503, 409, 'This chat is closed. Start a new one to ask something else.'),
  2504: def(2504, 429, 'You are sending messages too quickly. Please wait a moment.'),
  2505: def(2505, 400, 'This message is too long: 2000 characters at most.'),
  2506: def(2506, 400, 'The chat could not read this message.'),
  2507: def(2507, 400, 'The chat does not know this kind of message.'),
  2508: def(2508, 403, 'Only staff can do this in a chat.'),
  2509: def(2509, 409, 'Join the chat before replying to it.'),
  2510: def(2510, 401, 'Your session has ended. Sign in again to use the chat as yourself.'),
  2511: def(2511, 409, 'A person has already been asked for or has joined this chat.'),

  // -- identity and platform: 2701-2749 --
  2701: def(2701, 401, 'Unauthorized.'),
  2702: def(2702, 403, 'You do not have access to this resource.'),
  2703: def(2703, 401, 'Invalid email or password.'),
  2704: def(2704, 403, 'This account is deactivated. Please contact us.'),
  2705: def(2705, 409, 'An account with this email already exists.'),
  2706: def(2706, 400, 'Invalid reset token.'),
  2707: def(2707, 400, 'This confirmation link is invalid or has expired.'),
  2708: def(2708, 404, 'User not found.'),
  2709: def(2709, 404, 'Agent not found.'),
  2710: def(2710, 400, 'joinedOn cannot be in the future.'),
  2711: def(2711, 400, 'currentPassword is not correct.'),
  2712: def(2712, 400, 'You cannot deactivate your own account.'),
  2713: def(2713, 400, 'Only clients can be assigned to an agent.'),
  2714: def(2714, 400, 'agentId must be the id of an agent or admin.'),
  2715: def(2715, 400, 'The agent is deactivated.'),
  2716: def(2716, 400, 'Give an email, a FEIN or a business name to search by.'),
  2717: def(
    2717,
    400,
    'email cannot be changed here: the client signs in with it and changes it in their account.',
  ),
  2718: def(2718, 409, 'A client with this email already exists.'),
  2719: def(2719, 404, 'Client not found.'),
  2720: def(2720, 400, 'This sign-in link is invalid or has expired.'),
  2721: def(2721, 429, 'Too many attempts, please wait a moment and try again.'),
  // [sessions and the sign-in stack] 2722-2727
  2722: def(
    2722,
    403,
    'This request did not come from the Coverline app. Reload the page and try again.',
  ),
  // end [sessions and the sign-in stack]
  // [client records and agents] 2728-2733
  2728: def(
    2728,
    409,
    'Only an admin can change the email of a client with an account or a bound policy, and the new address must be confirmed first.',
  ),
  2729: def(
    2729,
    409,
    'This email belongs to a client who is not assigned to you. An admin can assign the client to you.',
  ),
  // end [client records and agents]
  // [mail and guest links] 2734-2739
  2734: def(
    2734,
    429,
    'Too many emails were asked for this address or from this connection. Please try again later.',
  ),
  2735: def(
    2735,
    403,
    'A chat transcript is emailed only to the confirmed email of the account you are signed in with.',
  ),
  // end [mail and guest links]
  // [passwords, staff MFA, files, claims and chat] 2740-2749
  2740: def(
    2740,
    400,
    'This password is one of the most common passwords. Choose one that is harder to guess.',
  ),
  2741: def(2741, 400, 'The password must not contain your email address or your name.'),
  2742: def(
    2742,
    429,
    'Too many failed sign-ins for this account. Wait a moment before trying again.',
  ),
  2743: def(
    2743,
    429,
    'Too many chat connections from this address. Close another chat window and try again.',
  ),
  // end [passwords, staff MFA, files, claims and chat]

  // -- quoting: 2751-2799 --
  2751: def(2751, 404, 'Quote not found.'),
  2752: def(2752, 404, 'Carrier quote not found.'),
  2753: def(2753, 400, 'This quote is for another line of coverage.'),
  2754: def(2754, 400, 'Some details this quote needs are missing.'),
  2755: def(2755, 400, 'This detail of a quote cannot be changed once it is started.'),
  2756: def(2756, 400, 'This business is not one of the client’s businesses.'),
  2757: def(2757, 404, 'Business not found.'),
  2758: def(2758, 400, 'Some answers need correcting before the quote can be submitted.'),
  2759: def(2759, 404, 'Class code not found.'),
  2760: def(2760, 400, 'This class code cannot be added to the quote.'),
  2761: def(2761, 400, 'Please give a valid FEIN or a business name.'),
  2763: def(2763, 400, 'The quote is already in the lock state asked for.'),
  2764: def(2764, 400, 'The quote is not archived.'),
  2766: def(2766, 400, 'The quote already has this status.'),
  2767: def(2767, 400, 'The quote is already in this mode.'),
  2768: def(2768, 400, 'Some details of this carrier quote need correcting.'),
  2769: def(2769, 404, 'Carrier not found.'),
  2770: def(2770, 409, 'A carrier with this name already exists.'),
  2771: def(2771, 400, 'Please upload the logo as a PNG, JPEG, SVG or WebP image.'),
  2772: def(2772, 404, 'This carrier has no logo.'),
  2773: def(2773, 404, 'Text not found.'),
  2775: def(2775, 409, 'A payroll company with this name or code already exists.'),
  2776: def(2776, 409, 'Payroll reps still belong to this payroll company.'),
  2777: def(2777, 400, 'Some questions of this set need correcting.'),
  2778: def(2778, 404, 'Entry not found.'),
  2779: def(2779, 400, 'This is not a 2022 NAICS code.'),
  2780: def(2780, 409, 'An entry with this master index code already exists.'),
  2781: def(2781, 400, 'The amounts of this payroll rule do not fit together.'),
  2782: def(2782, 404, 'Rule not found.'),
  2783: def(2783, 409, 'Rules for the target year already exist.'),
  2784: def(2784, 404, 'There are no rules in the year to copy from.'),
  2785: def(2785, 404, 'There are no owner payroll rules for the year.'),
  2786: def(2786, 409, 'The last year of owner payroll rules cannot be deleted.'),
  // [rating integrity] 2787-2799
  2787: def(
    2787,
    400,
    'The payroll or revenue this quote is rated on is missing or not plausible for the business.',
  ),
  2788: def(2788, 400, 'The experience modification is already verified at this value.'),
  // end [rating integrity]
  // [priced terms] 2789-2793
  // end [priced terms]
  // [quote codes] 2794-2799
  2794: def(
    2794,
    409,
    'Choose a carrier quote first: the proposal is printed from the carrier quote chosen for the client.',
  ),
  // end [quote codes]

  // -- purchase: 2801-2849 --
  2801: def(
    2801,
    400,
    'Please check the billing information: some of it does not fit the chosen billing option.',
  ),
  2802: def(2802, 400, 'Please check the bank account details.'),
  2803: def(2803, 400, 'Please check the pay-as-you-go registration details.'),
  2804: def(2804, 404, 'No billing information was saved for this quote.'),
  2806: def(2806, 404, 'This document does not exist.'),
  2807: def(2807, 404, 'The file of this document is missing. Please contact us.'),
  2808: def(2808, 400, 'Only quote proposals, applications and certificates can be uploaded.'),
  2810: def(2810, 400, 'A signature packet needs at least one signer and one document.'),
  2811: def(2811, 404, 'This signer does not exist.'),
  2812: def(2812, 404, 'This signature packet does not exist.'),
  2813: def(2813, 409, 'This signature packet is no longer out for signing.'),
  2814: def(2814, 409, 'This signer has already signed.'),
  2815: def(
    2815,
    409,
    'This application already has a signature packet out. Please void it first.',
  ),
  2816: def(
    2816,
    404,
    'This signing link is not valid or has expired. Ask the sender for a new one.',
  ),
  2817: def(2817, 409, 'These documents have already been signed with this link.'),
  2818: def(
    2818,
    410,
    'This signature request was withdrawn, so there is nothing to sign any more.',
  ),
  2819: def(2819, 404, 'This document is not part of the documents to sign.'),
  2820: def(2820, 400, "Please type the signer's name exactly as shown to sign."),
  // [policy voice] 2821-2829
  // end [policy voice]
  // [customer links and checkout] 2830-2839
  // end [customer links and checkout]

  // -- servicing, back office, partners and support: 2851-2949 --
  2851: def(2851, 404, 'This payroll company does not exist.'),
  2852: def(2852, 404, 'This payroll partner rep does not exist.'),
  2853: def(2853, 409, 'Another payroll partner rep already has this email.'),
  2855: def(2855, 404, 'This note does not exist.'),
  2856: def(2856, 400, 'Only a note about a policy names one of the client’s applications.'),
  2857: def(2857, 400, 'The application must be one of the client’s applications.'),
  2858: def(2858, 409, 'Please unarchive the note before pinning it.'),
  2859: def(2859, 400, 'The new order must list every pinned note of the client exactly once.'),
  2860: def(2860, 401, 'Please open the sign-in link we emailed you to continue.'),
  2861: def(
    2861,
    403,
    'This page is for broker-of-record applicants signed in with their emailed link.',
  ),
  2862: def(2862, 400, 'Please choose one of the listed carriers.'),
  2864: def(2864, 400, 'The expiration date must be after the effective date.'),
  2865: def(
    2865,
    404,
    'This carrier cannot bind the policy online. Please bind it with the carrier.',
  ),
  2866: def(2866, 400, 'Please check the date of loss.'),
  2867: def(2867, 400, 'Please check the certificate’s holder, endorsements and waiver parties.'),
  2868: def(2868, 409, 'This payroll rep is inactive.'),
  // [staff journeys] 2869-2879
  2869: def(2869, 409, 'A business type with this NAICS code and name already exists.'),
  // [help center] 2870-2874
  2870: def(2870, 404, 'This help article does not exist.'),
  2871: def(2871, 404, 'This version of the help article does not exist.'),
  2872: def(
    2872,
    409,
    'This help article was changed meanwhile. Reload it to see the latest version, then edit again.',
  ),
  2873: def(2873, 400, 'Please check the article’s title, summary, body and tags.'),
  2874: def(2874, 400, 'Please type a word of at least 2 letters or digits to search.'),
  // end [help center]
  // [help assistant] 2875-2879
  2875: def(
    2875,
    409,
    'Only chats nobody joined in time can be closed together. Reload the inbox: some of these have changed.',
  ),
  // end [help assistant]
  // end [staff journeys]
  // [bor and referrals] 2880-2889
  2880: def(
    2880,
    409,
    'A broker of record change for this policy is already under way. Continue that one, or choose another policy.',
  ),
  2881: def(
    2881,
    401,
    'This link no longer opens the quote. Ask for a new link by email, or sign in.',
  ),
  // end [bor and referrals]
  // [appetite] 2890-2899
  2890: def(2890, 404, 'This rate table does not exist.'),
  2891: def(2891, 409, 'This rate table already has a version taking effect on that date.'),
  2892: def(2892, 400, 'The figures do not fit this kind of rate table.'),
  2893: def(2893, 400, 'The rate file has rows that cannot be read. Nothing was imported.'),
  2894: def(2894, 409, 'This rate table already has a version with this name.'),
  2895: def(2895, 404, 'No business type in our index has this code.'),
  2896: def(2896, 400, 'Type at least two letters or digits to search business types.'),
  // end [appetite]

  // -- platform jobs and files: 2951-2999 --
  2951: def(2951, 400, 'file is required.'),
  2952: def(2952, 400, 'The file is too large.'),
  2953: def(2953, 400, 'file must be a PDF, PNG or JPEG.'),
  2954: def(2954, 400, "The file's name does not match what it contains."),

  // -- policy lifecycle: 3051-3099 --
  // [ledger and instalments] 3051-3069
  3051: def(3051, 404, 'No such instalment on this policy.'),
  3052: def(3052, 409, 'This instalment is not due for payment now.'),
  3053: def(3053, 400, 'The payment result does not belong to this instalment.'),
  3054: def(3054, 409, 'The payment was declined. Try another card or bank account.'),
  // end [ledger and instalments]
  // [cancellation] 3055-3059
  3055: def(
    3055,
    400,
    "The cancellation date is before the policy's start: cancel flat on its effective date.",
  ),
  3056: def(3056, 400, 'The cancellation date must be before the policy expires.'),
  3057: def(3057, 409, 'This policy is already cancelled.'),
  3058: def(3058, 409, 'This policy has expired: there is nothing left to cancel.'),
  3059: def(
    3059,
    409,
    'The payment provider cannot refund this amount on the payments it holds for the policy.',
  ),
  // end [cancellation]
  // [reinstatement] 3093-3099
  3093: def(3093, 409, 'This policy is not cancelled: there is nothing to reinstate.'),
  3094: def(
    3094,
    409,
    'Only a policy cancelled for non-payment of premium can be reinstated. Ask for a new quote.',
  ),
  3095: def(
    3095,
    409,
    'The time to reinstate this policy has passed: 30 days from the cancellation date, within its term.',
  ),
  3096: def(3096, 400, 'The payment result does not belong to this reinstatement.'),
  3097: def(3097, 409, 'The payment was declined. Try another card or bank account.'),
  3098: def(3098, 409, 'Nothing is past due on this policy: the agency reinstates it.'),
  // end [reinstatement]
  // [endorsements] 3060-3070
  3060: def(3060, 404, 'No such endorsement on this policy.'),
  3061: def(
    3061,
    400,
    "The endorsement date must be within the policy's term and at most 30 days ago.",
  ),
  3062: def(3062, 400, "The change does not fit this policy's line or inputs."),
  3063: def(3063, 409, 'The change could not be priced with the rates in force for this policy.'),
  3064: def(3064, 409, "The carrier's appetite declines the policy with this change."),
  3065: def(3065, 409, 'The endorsement is not at a step where this can be done.'),
  3066: def(3066, 409, 'The offer has expired. Ask for the change again to get a new price.'),
  3067: def(
    3067,
    409,
    'The additional premium was declined by the payment provider. Nothing was changed.',
  ),
  3068: def(
    3068,
    409,
    'This policy already has an endorsement in progress. Finish or withdraw it first.',
  ),
  3069: def(3069, 409, 'The policy is cancelled or expired: it can no longer be endorsed.'),
  3070: def(3070, 400, 'The change leaves the policy as it is.'),
  // -- live certificates: 3071-3079 --
  3071: def(
    3071,
    404,
    'No certificate has this verification link. Check the link printed on the certificate.',
  ),
  3072: def(3072, 409, 'This policy was cancelled: certificates are issued for policies in force.'),
  // -- renewal: 3073-3079 --
  3073: def(3073, 404, 'This policy has no renewal open.'),
  3074: def(3074, 409, 'Confirm the payroll and details before accepting the renewal.'),
  3075: def(
    3075,
    409,
    'This renewal is closed: the policy was renewed, not renewed, or it lapsed.',
  ),
  3076: def(
    3076,
    400,
    "Payroll can only be confirmed for the policy's class codes and states; a new one is a policy change.",
  ),
  3077: def(
    3077,
    409,
    'The carrier did not offer a renewal premium for these figures. Your agent will contact you.',
  ),
  3078: def(3078, 400, 'Give the payroll of every class code of the policy, each listed once.'),
  3079: def(3079, 409, 'This policy cannot be renewed: it is cancelled or no longer in force.'),
  // -- premium audits: 3085-3092 --
  3085: def(3085, 409, "Premium audits are for workers' compensation policies only."),
  3086: def(3086, 404, 'There is no policy with this id that your payroll company serves.'),
  3087: def(
    3087,
    409,
    'The final payroll is taken only while the audit of the policy is waiting for it.',
  ),
  3088: def(
    3088,
    400,
    "The final payroll must give each of the policy's class codes once, in cents, and nothing else.",
  ),
  3089: def(
    3089,
    422,
    "The audited premium cannot be worked out: the policy's rating or a rate is missing.",
  ),
  3090: def(
    3090,
    409,
    'The payment provider cannot refund the return premium on the payments it holds for the policy.',
  ),
  // -- daily runs: 3080-3084 --
  3080: def(3080, 404, 'There is no daily run of that name.'),
  3081: def(
    3081,
    409,
    'This daily run is running now: wait for it to finish, then look at its result.',
  ),
  3082: def(3082, 400, 'A daily run cannot be started for a day still ahead.'),
  3083: def(3083, 400, 'A daily run catches up at most 31 days back: run the days since then.'),
  // -- integrations: 3001-3049 --
  3001: def(3001, 404, 'This API client does not exist.'),
  3002: def(3002, 401, 'The client id or secret is wrong, or the client was revoked.'),
  3003: def(3003, 400, 'Only the client_credentials grant is supported.'),
  3004: def(3004, 400, 'The client was not granted every scope asked for.'),
  3005: def(3005, 403, "This client's token does not carry the scope this call needs."),
  3006: def(3006, 429, 'This client made too many requests this minute. Wait before trying again.'),
  3007: def(3007, 409, 'This API client was revoked and can no longer be changed.'),
  3008: def(3008, 404, 'No payroll company or carrier has this id.'),
  3009: def(3009, 400, 'A scope asked for does not fit this kind of partner.'),
  // -- integrations: webhooks 3021-3039 --
  3021: def(3021, 404, 'This webhook subscription does not exist.'),
  3022: def(3022, 404, 'This webhook delivery does not exist.'),
  3023: def(3023, 404, 'No payroll company or carrier has this id.'),
  3024: def(
    3024,
    400,
    'Webhooks can only be sent to a public https address (or, where allowed, a local test address).',
  ),
  3025: def(3025, 409, 'This webhook subscription is disabled. Enable it before replaying.'),
  // -- integrations: pay-as-you-go payroll reports 3026-3039 --
  3026: def(
    3026,
    404,
    'No pay-as-you-go policy your payroll company serves has this number, or it is not in force.',
  ),
  3027: def(
    3027,
    400,
    "The payroll period is not valid: it must start on or before its end, lie within the policy's term, end no later than today and span at most 31 days.",
  ),
  3028: def(3028, 409, 'Another payroll report of this policy already covers part of this period.'),
  3029: def(
    3029,
    400,
    'A payroll line names a class code and state the policy does not cover, or names one twice.',
  ),
  3030: def(
    3030,
    409,
    'This report id was already used for a different report. Use a new id for a new report.',
  ),
  3031: def(
    3031,
    409,
    'The premium cannot be computed: the carrier has no rate in force for a class code and state of this report. Contact the agency.',
  ),
  // -- integrations: partners' own webhook subscriptions 3040-3049 --
  3040: def(
    3040,
    409,
    'This API client has as many webhook subscriptions as it may have. Delete one before adding another.',
  ),
  // -- integrations: payroll report corrections 3041-3049 --
  3041: def(
    3041,
    404,
    'No payroll report of your company has this report id. Correct a report you posted.',
  ),
  3042: def(
    3042,
    409,
    "The report's charge has no answer from the payment provider yet. Try the correction again later.",
  ),
  3043: def(
    3043,
    409,
    'This correction id was already used for a different correction. Use a new id for a new correction.',
  ),
};

export const ALL_ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCode);

export function isCatalogueCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && value in ERROR_CATALOGUE;
}

import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { ALL_ERROR_CODES, ERROR_CATALOGUE, ErrorCode } from '@coverline/contracts';
import { DomainException } from './domain.exception';
import { asSentence, toEnvelope } from './http-exception.filter';

describe('error envelope', () => {
  it('carries the catalogue code, its status and its message', () => {
    expect(toEnvelope(new DomainException(ErrorCode.NotYourClient))).toEqual({
      statusCode: 403,
      code: 1301,
      message: ERROR_CATALOGUE[1301].message,
      error: 'Forbidden',
    });
    expect(toEnvelope(new DomainException(ErrorCode.StatusHasChanged, 'Reload'))).toEqual({
      statusCode: 409,
      code: 1226,
      message: 'Reload.',
      error: 'Conflict',
    });
  });

  it('answers the problems a refusal lists as an array of strings', () => {
    expect(toEnvelope(new DomainException(ErrorCode.SubmissionInvalid, ['a: x', 'b: y']))).toEqual({
      statusCode: 400,
      code: 2758,
      message: ['a: x.', 'b: y.'],
      error: 'Bad Request',
    });
  });

  it('keeps validation messages as an array of strings', () => {
    expect(toEnvelope(new BadRequestException(['Email must be a valid email address.']))).toEqual({
      statusCode: 400,
      code: ErrorCode.RequestInvalid,
      message: ['Email must be a valid email address.'],
      error: 'Bad Request',
    });
  });

  it('answers 503 with 2610 while the database cannot be reached, and 500 for other database errors', () => {
    const unavailable = {
      statusCode: 503,
      code: 2610,
      message: ERROR_CATALOGUE[2610].message,
      error: 'Service Unavailable',
    };
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(toEnvelope(refused)).toEqual(unavailable);
    expect(toEnvelope(new Error('Connection terminated unexpectedly'))).toEqual(unavailable);
    expect(toEnvelope(new Error('timeout exceeded when trying to connect'))).toEqual(unavailable);
    const shutdown = Object.assign(new Error('query failed'), {
      driverError: Object.assign(new Error('terminating connection'), { code: '57P01' }),
    });
    expect(toEnvelope(shutdown)).toEqual(unavailable);
    const syntax = Object.assign(new Error('query failed'), {
      driverError: Object.assign(new Error('syntax error'), { code: '42601' }),
    });
    expect(toEnvelope(syntax).statusCode).toBe(500);
  });

  it('answers 500 with a generic message and no details for unexpected errors', () => {
    const envelope = toEnvelope(new Error('connection to 10.0.0.1 refused at db.ts:42'));
    expect(envelope).toEqual({
      statusCode: 500,
      message: 'Something went wrong.',
      error: 'Internal Server Error',
    });
    expect(toEnvelope('a thrown string').statusCode).toBe(500);
    expect(toEnvelope(null).statusCode).toBe(500);
  });

  it("gives the server's refusals of a body (too large, a media type it does not read) their codes", () => {
    // Nest hands the server's own refusals on as HttpExceptions of their status.
    expect(toEnvelope(new HttpException('Request body is too large', 413))).toEqual({
      statusCode: 413,
      code: ErrorCode.RequestTooLarge,
      message: 'Request body is too large.',
      error: 'Payload Too Large',
    });
    expect(toEnvelope(new HttpException('Unsupported Media Type', 415))).toMatchObject({
      statusCode: 415,
      code: ErrorCode.ContentTypeNotAccepted,
    });
    // A plugin's own refusal (a file over the upload's limit) keeps its status.
    const tooLarge = Object.assign(new Error('request file too large'), {
      name: 'FastifyError',
      statusCode: 413,
    });
    expect(toEnvelope(tooLarge)).toEqual({
      statusCode: 413,
      code: ErrorCode.RequestTooLarge,
      message: 'Payload Too Large.',
      error: 'Payload Too Large',
    });
  });

  it("gives the framework's refusals (unknown routes, guards, rate limits) a catalogue code and keeps their message", () => {
    expect(toEnvelope(new NotFoundException('Cannot GET /api/nothing'))).toEqual({
      statusCode: 404,
      code: ErrorCode.NothingHere,
      message: 'Cannot GET /api/nothing.',
      error: 'Not Found',
    });
    expect(toEnvelope(new HttpException('Too Many Requests', 429))).toMatchObject({
      statusCode: 429,
      code: ErrorCode.TooManyRequests,
    });
    expect(toEnvelope(new UnauthorizedException()).code).toBe(ErrorCode.SignInRequired);
    expect(toEnvelope(new ForbiddenException()).code).toBe(ErrorCode.AccessDenied);
    // A status the catalogue has no refusal for travels without a code.
    expect(toEnvelope(new HttpException('I am a teapot', 418))).not.toHaveProperty('code');
  });
});

describe('messages as sentences', () => {
  it('ends every message a service or library wrote with a full stop, once', () => {
    const answer = toEnvelope(
      new BadRequestException(['bank is required for EFT', 'Choose a business type first.']),
    );
    expect(answer.message).toEqual(['bank is required for EFT.', 'Choose a business type first.']);
    expect(toEnvelope(new NotFoundException('Manual carrier quote not found')).message).toBe(
      'Manual carrier quote not found.',
    );
    expect(asSentence('Is this right?')).toBe('Is this right?');
    expect(asSentence('Limits (per claim)')).toBe('Limits (per claim).');
  });
});

describe('error catalogue', () => {
  it('defines every code from 1000 to 1502 the specification lists, and the codes the product added since, each with a status and a message', () => {
    const expected = [
      1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1101, 1102, 1103, 1201, 1202, 1203, 1204,
      1205, 1206, 1207, 1208, 1209, 1210, 1211, 1212, 1213, 1214, 1215, 1216, 1217, 1218, 1219,
      1220, 1221, 1222, 1223, 1224, 1225, 1226, 1301, 1302, 1303, 1401, 1501, 1502,
      // Checkout and payment results (docs/architecture.md, Payments).
      1601, 1602, 1603, 1604, 1605, 1606,
      // Purchase steps (docs/purchase.md).
      1801, 1802, 1803, 1804,
      // Pay-as-you-go registration.
      1901, 1902, 1903, 1904, 1905,
      // Documents and binding.
      1951, 1952, 1953, 1954, 1955, 1956, 1957,
      // Signatures in the purchase.
      1971, 1972, 1973,
      // Certificates of insurance.
      2001, 2002, 2003,
      // Policy change requests.
      2101, 2102,
      // Payroll partner registration.
      2201, 2202, 2203, 2204, 2205,
      // Payroll partner referrals.
      2301, 2302, 2303, 2304, 2305, 2306, 2307, 2308, 2309, 2310, 2311, 2312,
      // Broker of record.
      2401, 2402, 2403, 2404, 2405, 2406, 2407, 2408,
      // Support chat.
      2501, 2502, 2503, 2504, 2505, 2506, 2507, 2508, 2509, 2510, 2511,
      // Staff two-step verification and service availability.
      2601, 2602, 2603, 2604, 2605, 2606, 2607, 2608, 2609, 2610,
      // The framework's refusals: validation, sign-in, permission, unknown route, size, type, rate.
      2690, 2693, 2694, 2695, 2696,
      // Uploaded files (src/platform/README.md).
      2951, 2952, 2953, 2954,
      // Servicing, back office, partners and support (their block, 2851-2949).
      2851, 2852, 2853, 2855, 2856, 2857, 2858, 2859, 2860, 2861, 2862, 2864, 2865, 2866, 2867,
      2868,
      // Purchase: billing, checkout, documents and signatures (api/src/purchase/README.md).
      2801, 2802, 2803, 2804, 2806, 2807, 2808, 2810, 2811, 2812, 2813, 2814, 2815, 2816, 2817,
      2818, 2819, 2820,
      // Sign-in, accounts and client records (src/identity/README.md).
      2701, 2702, 2703, 2704, 2705, 2706, 2707, 2708, 2709, 2710, 2711, 2712, 2713, 2714, 2715,
      2716, 2717, 2718, 2719, 2720, 2721,
      // [sessions and the sign-in stack] 2722-2727
      2722,
      // end [sessions and the sign-in stack]
      // [client records and agents] 2728-2733
      2728, 2729,
      // end [client records and agents]
      // [mail and guest links] 2734-2739
      2734, 2735,
      // end [mail and guest links]
      // [passwords, staff MFA, files, claims and chat] 2740-2749
      2740, 2741, 2742, 2743,
      // end [passwords, staff MFA, files, claims and chat]
      // Quoting (api/src/quoting/README.md).
      2751, 2752, 2753, 2754, 2755, 2756, 2757, 2758, 2759, 2760, 2761, 2763, 2764, 2766, 2767,
      2768, 2769, 2770, 2771, 2772, 2773, 2775, 2776, 2777, 2778, 2779, 2780, 2781, 2782, 2783,
      2784, 2785, 2786,
      // [rating integrity] 2787-2799
      2787, 2788,
      // end [rating integrity]
      // [priced terms] 2789-2793
      // end [priced terms]
      // [quote codes] 2794-2799
      2794,
      // end [quote codes]
      // [policy voice] 2821-2829
      // end [policy voice]
      // [customer links and checkout] 2830-2839
      // end [customer links and checkout]
      // [staff journeys] 2869-2879
      2869,
      // end [staff journeys]
      // [bor and referrals] 2880-2889
      2880,
      // end [bor and referrals]
      // [appetite] 2890-2899
      2895, 2896,
      // end [appetite]
      // -- policy lifecycle: 3051-3099 --
      // [ledger and instalments] 3051-3069
      3051, 3052, 3053, 3054,
      // end [ledger and instalments]
      // -- live certificates: 3071-3079 --
      3071, 3072,
      // -- integrations: webhooks 3021-3039 --
      3021, 3022, 3023, 3024, 3025,
      // -- integrations: partners' own webhook subscriptions 3040-3049 --
      3040,
    ];
    // Codes are only ever added: every code listed here stays, with the same meaning.
    expect(ALL_ERROR_CODES).toEqual(expect.arrayContaining(expected));
    expect(new Set(ALL_ERROR_CODES).size).toBe(ALL_ERROR_CODES.length);
    for (const code of ALL_ERROR_CODES) {
      const def = ERROR_CATALOGUE[code as ErrorCode];
      expect(def.code).toBe(code);
      expect(def.httpStatus).toBeGreaterThanOrEqual(400);
      // 2610 is the one server-side condition: the database is unreachable for a moment.
      expect(def.httpStatus).toBeLessThan(code === 2610 ? 504 : 500);
      expect(def.message.length).toBeGreaterThan(10);
    }
  });

  it('uses the statuses the specification names for the codes the web app reacts to', () => {
    expect(ERROR_CATALOGUE[1207].httpStatus).toBe(403);
    expect(ERROR_CATALOGUE[1208].httpStatus).toBe(403);
    expect(ERROR_CATALOGUE[1211].httpStatus).toBe(403);
    expect(ERROR_CATALOGUE[1301].httpStatus).toBe(403);
    expect(ERROR_CATALOGUE[1303].httpStatus).toBe(403);
    expect(ERROR_CATALOGUE[1202].httpStatus).toBe(409);
    expect(ERROR_CATALOGUE[1302].httpStatus).toBe(409);
    expect(ERROR_CATALOGUE[1226].httpStatus).toBe(409);
  });
});

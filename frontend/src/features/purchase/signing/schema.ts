import * as z from 'zod/mini';
import { typedNameMatches } from '@coverline/contracts';

/** The signature form for one signer: their name typed as the API will check it, and consent. */
export function signatureSchema(signerName: string) {
  return z.object({
    typedName: z.string().check(
      z.trim(),
      z.minLength(1, 'signing:form.nameRequired'),
      z.refine((typed) => typedNameMatches(typed, signerName), 'signing:form.nameMismatch'),
    ),
    consent: z.boolean().check(z.refine((given) => given, 'signing:form.consentRequired')),
  });
}

export type SignatureForm = z.infer<ReturnType<typeof signatureSchema>>;

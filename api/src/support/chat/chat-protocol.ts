import { z } from 'zod';
import type { ChatClientFrame } from '@coverline/contracts';

const id = z.uuid();
const text = z.string();
const key = z.string().max(200).nullable();

/** The frames the chat socket accepts; anything else is answered with an error frame. */
export const CLIENT_FRAME = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().max(4000).nullable() }),
  z.object({
    type: z.literal('start'),
    text,
    quoteId: id.nullable().optional(),
    page: z
      .string()
      .max(300)
      .regex(/^\/[^\s]*$/)
      .nullable()
      .optional(),
    language: z.enum(['en', 'es']).nullable().optional(),
  }),
  z.object({
    type: z.literal('resume'),
    requestId: id,
    key,
    after: z.number().int().min(0),
  }),
  z.object({ type: z.literal('message'), requestId: id, key: key.optional(), text }),
  z.object({ type: z.literal('handoff'), requestId: id, key: key.optional() }),
  z.object({
    type: z.literal('close'),
    requestId: id,
    key: key.optional(),
    transcriptEmail: z.string().max(254).nullable().optional(),
  }),
  z.object({
    type: z.literal('leaveEmail'),
    requestId: id,
    key: key.optional(),
    email: z.string().max(254),
  }),
  z.object({ type: z.literal('staff.watch') }),
  z.object({ type: z.literal('staff.join'), requestId: id, after: z.number().int().min(0) }),
  z.object({ type: z.literal('staff.reply'), requestId: id, text }),
  z.object({ type: z.literal('staff.close'), requestId: id }),
  z.object({ type: z.literal('ping') }),
]);

export const FRAME_TYPES = CLIENT_FRAME.options.map((o) => o.shape.type.value);

export type ParsedFrame = z.infer<typeof CLIENT_FRAME>;

/** Keeps the shared frame type and the schema in step at compile time. */
export type FrameTypesMatch = ParsedFrame['type'] extends ChatClientFrame['type'] ? true : never;

/** Reads HTML form posts (urlencoded) for the hosted page; failures answer in the error envelope. */
import express, { type NextFunction, type Request, type Response } from 'express';
import { toEnvelope } from '../../../common/errors/http-exception.filter';

const urlencoded = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });

export function parseFormBody(req: Request, res: Response, next: NextFunction): void {
  urlencoded(req, res, (err?: unknown) => {
    if (!err) return next();
    const envelope = toEnvelope(err);
    res.status(envelope.statusCode).json(envelope);
  });
}

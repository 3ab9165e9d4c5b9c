import express, { type NextFunction, type Request, type Response } from 'express';
import { toEnvelope } from '../../common/errors/http-exception.filter';

const urlencoded = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });

/**
 * Reads the token request as OAuth2 clients send it (a urlencoded form); JSON bodies are read
 * by the app already. Failures answer in the error envelope.
 */
export function parseTokenForm(req: Request, res: Response, next: NextFunction): void {
  urlencoded(req, res, (err?: unknown) => {
    if (!err) return next();
    const envelope = toEnvelope(err);
    res.status(envelope.statusCode).json(envelope);
  });
}

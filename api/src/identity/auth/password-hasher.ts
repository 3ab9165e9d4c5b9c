import { Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';

/** A tiny counting semaphore: argon2 is memory- and CPU-hungry, so only N hashes run at once. */
class Semaphore {
  private waiting: Array<() => void> = [];
  private active = 0;

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((r) => this.waiting.push(r));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** How many hashes run at once. */
export const HASHING_SLOTS = Math.max(1, availableParallelism());

@Injectable()
export class PasswordHasher {
  private readonly gate = new Semaphore(HASHING_SLOTS);

  hash(password: string): Promise<string> {
    return this.gate.run(() => hash(password, OPTIONS));
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await this.gate.run(() => verify(passwordHash, password));
    } catch {
      return false;
    }
  }
}

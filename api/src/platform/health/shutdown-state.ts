import { Injectable } from '@nestjs/common';

/**
 * Whether this instance is on its way out. From the stop signal on, readiness answers 503 so
 * load balancers stop sending it requests, while it still serves those that reach it.
 */
@Injectable()
export class ShutdownState {
  private stoppingSince?: Date;

  get stopping(): boolean {
    return this.stoppingSince !== undefined;
  }

  /** Readiness is refused from now on; the instance keeps serving. */
  beginStopping(): void {
    this.stoppingSince ??= new Date();
  }
}

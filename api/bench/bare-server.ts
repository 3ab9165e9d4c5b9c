import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

/**
 * The yardstick: a bare NestJS endpoint on Nest's default platform (Express), one route, no
 * guard, no validation, no database. The API runs on Nest's Fastify platform, whose own cost
 * per request is a fraction of Express's: the benchmark reports what the whole API (auth,
 * sessions, headers, logging) costs against an empty Nest app as Nest ships by default.
 */
@Controller('bare')
class BareController {
  @Get()
  get(): { id: string; email: string; role: string } {
    return {
      id: '00000000-0000-4000-8000-000000000000',
      email: 'bare@example.com',
      role: 'client',
    };
  }
}

@Module({ controllers: [BareController] })
class BareModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(BareModule, { logger: false });
  await app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
  console.log(`bare server listening on ${await app.getUrl()}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

/**
 * The yardstick: the same framework and HTTP adapter as the API, one route, no guard, no
 * validation, no database. What the API costs on top of this is what the benchmark reports.
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

import {
  DynamicModule,
  INestApplicationContext,
  Injectable,
  Module,
  OnModuleInit,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../src/app.module';
import { JobHandlers } from '../src/modules/queue/job-handlers';
import { ProcessRole } from '../src/modules/queue/queue.module';
import { JobHandler } from '../src/modules/queue/queue.types';
import { testConfig } from './harness';

const HANDLERS = Symbol('test handlers');

@Injectable()
class TestProcessors implements OnModuleInit {
  constructor(
    private readonly registry: JobHandlers,
    private readonly handlers: Record<string, JobHandler>,
  ) {}

  onModuleInit(): void {
    for (const [name, handler] of Object.entries(this.handlers))
      this.registry.register(name, handler);
  }
}

/** Registers processors the way a feature module does: at module init, before the queue starts. */
@Module({})
class TestProcessorsModule {
  static with(handlers: Record<string, JobHandler>): DynamicModule {
    return {
      module: TestProcessorsModule,
      providers: [
        { provide: HANDLERS, useValue: handlers },
        {
          provide: TestProcessors,
          inject: [JobHandlers, HANDLERS],
          useFactory: (r: JobHandlers, h: Record<string, JobHandler>) => new TestProcessors(r, h),
        },
      ],
    };
  }
}

/** The application's module graph (role api or worker) plus test processors, without HTTP. */
export async function startContext(
  env: Record<string, string>,
  role: ProcessRole,
  handlers: Record<string, JobHandler> = {},
): Promise<INestApplicationContext> {
  const config = testConfig(env);
  @Module({ imports: [AppModule.forRoot(config, role), TestProcessorsModule.with(handlers)] })
  class Root {}
  const context = await NestFactory.createApplicationContext(Root, { logger: false });
  await context.init();
  return context;
}

export async function eventually<T>(
  probe: () => Promise<T> | T,
  accept: (value: T) => boolean,
  timeoutMs = 15000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(
        `Condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

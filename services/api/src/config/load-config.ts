import { AppConfig } from './app-config';
import { ConfigurationError } from './config.schema';

/** Entry points call this first: a bad environment stops the process with every problem named. */
export function loadConfigOrExit(overrides: Record<string, string | undefined> = {}): AppConfig {
  try {
    return AppConfig.fromProcessEnv(overrides);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(
        `Redress cannot start. ${error.message}\nSee .env.example for every variable and its meaning.`,
      );
      process.exit(1);
    }
    throw error;
  }
}

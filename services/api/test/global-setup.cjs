// Says up front which real services this run uses, and refuses to run without them in CI.
module.exports = async () => {
  const missing = [];
  if (!process.env.TEST_MYSQL_URL) missing.push('TEST_MYSQL_URL (MariaDB/MySQL)');
  if (!process.env.TEST_REDIS_URL) missing.push('TEST_REDIS_URL (Redis)');
  if (missing.length && process.env.REQUIRE_SERVICES === '1') {
    throw new Error(
      `REQUIRE_SERVICES=1 but ${missing.join(' and ')} not set: the integration suite must run against them.`,
    );
  }
  if (missing.length) {
    console.warn(
      `\n[integration] Not set: ${missing.join(', ')}. Those suites are skipped; SQLite and the embedded queue are tested.\n`,
    );
  }
};

import http from 'node:http';
import https from 'node:https';
import { fetchPolicy } from './fetch-policy';
import {
  PolicyLinkInvalidError,
  PolicyLinkRefusedError,
  PolicyLinkUnreachableError,
} from './policy-fetch.errors';

// Every test here runs with the default, strict options: nothing is allow-listed. http.request
// and https.request are replaced by spies that fail loudly, so a check that let something
// through would be seen as a connection attempt (and would never leave this machine).
let requests: jest.SpyInstance[];
beforeEach(() => {
  requests = [http, https].map((module) =>
    jest.spyOn(module, 'request').mockImplementation(() => {
      throw new Error('a refused link reached the network layer');
    }),
  );
});
afterEach(() => jest.restoreAllMocks());

const noConnection = () => {
  for (const request of requests) expect(request).not.toHaveBeenCalled();
};

/** A resolver that must not be asked: IP literals are checked as they are. */
const unusedResolver = jest.fn(async () => {
  throw new Error('the resolver was asked about an IP literal');
});

describe('fetchPolicy refuses before connecting (default options)', () => {
  it.each([
    'ftp://example.edu/policy.pdf',
    'file:///etc/passwd',
    'gopher://example.edu/',
    'data:text/plain,hello',
    'javascript:alert(1)',
    'ws://example.edu/',
  ])('refuses the scheme of %s', async (url) => {
    await expect(fetchPolicy(url, { resolver: unusedResolver })).rejects.toThrow(
      new PolicyLinkRefusedError(
        'Only web links starting with http:// or https:// can be fetched.',
      ),
    );
    noConnection();
  });

  it.each([
    'http://user:secret@example.edu/',
    'https://user@example.edu/',
    'https://:pw@example.edu/',
  ])('refuses credentials in %s', async (url) => {
    await expect(fetchPolicy(url, { resolver: unusedResolver })).rejects.toThrow(
      /contains a user name or password/,
    );
    noConnection();
  });

  it.each(['http://example.edu:25/', 'https://example.edu:6379/', 'http://example.edu:22/'])(
    'refuses the unusual port of %s',
    async (url) => {
      await expect(fetchPolicy(url, { resolver: unusedResolver })).rejects.toThrow(/unusual port/);
      noConnection();
    },
  );

  it.each(['not a url', 'http://', 'https://exa mple.edu/'])('calls %j invalid', async (url) => {
    await expect(fetchPolicy(url)).rejects.toBeInstanceOf(PolicyLinkInvalidError);
  });

  it.each([
    'http://127.0.0.1/',
    'http://127.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0x7f000001/',
    'http://017700000001/',
    'http://0177.0.0.1/',
    'http://%31%32%37.0.0.1/',
    'http://127.0.0.1./',
    'http://0/',
    'http://0.0.0.0/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.0.1:8080/',
    'http://100.64.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://2852039166/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://240.0.0.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[::127.0.0.1]/',
    'http://[64:ff9b::127.0.0.1]/',
    'http://[fc00::1]/',
    'http://[fd00:ec2::254]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://localhost/',
    'http://LOCALHOST./',
    'http://policy.localhost/',
  ])('refuses %s as private or local', async (url) => {
    await expect(fetchPolicy(url, { resolver: unusedResolver })).rejects.toThrow(
      new PolicyLinkRefusedError(
        'This link points to a private or local address, which Redress cannot fetch.',
      ),
    );
    expect(unusedResolver).not.toHaveBeenCalled();
    noConnection();
  });

  it.each([
    ['127.0.0.1', 4],
    ['10.1.2.3', 4],
    ['192.168.10.10', 4],
    ['172.20.0.1', 4],
    ['100.100.100.200', 4],
    ['169.254.169.254', 4],
    ['0.0.0.0', 4],
    ['::1', 6],
    ['fd00:ec2::254', 6],
    ['fe80::1', 6],
    ['::ffff:10.0.0.1', 6],
    ['64:ff9b::a00:1', 6],
  ])('refuses a name that resolves to %s', async (address, family) => {
    const resolver = jest.fn(async () => [{ address, family }]);
    const error = await fetchPolicy('https://policies.example.edu/appeals', { resolver }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PolicyLinkRefusedError);
    expect((error as PolicyLinkRefusedError).detail).toContain(address);
    expect(resolver).toHaveBeenCalledWith('policies.example.edu');
    noConnection();
  });

  it('refuses a name that resolves to a public and a private address, in either order', async () => {
    for (const answers of [
      [
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ],
      [
        { address: '::1', family: 6 },
        { address: '93.184.215.14', family: 4 },
      ],
    ]) {
      await expect(
        fetchPolicy('https://policies.example.edu/', { resolver: async () => answers }),
      ).rejects.toBeInstanceOf(PolicyLinkRefusedError);
    }
    noConnection();
  });

  it('refuses a resolver answer that is not a canonical IP address', async () => {
    await expect(
      fetchPolicy('https://policies.example.edu/', {
        resolver: async () => [{ address: '127.1', family: 4 }],
      }),
    ).rejects.toBeInstanceOf(PolicyLinkRefusedError);
    noConnection();
  });

  it('reports a name that does not resolve as unreachable', async () => {
    await expect(
      fetchPolicy('https://nowhere.example.edu/', { resolver: async () => [] }),
    ).rejects.toBeInstanceOf(PolicyLinkUnreachableError);
    await expect(
      fetchPolicy('https://nowhere.example.edu/', {
        resolver: async () => {
          throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
        },
      }),
    ).rejects.toThrow(
      'The website "nowhere.example.edu" could not be found. Please check the link.',
    );
    noConnection();
  });
});

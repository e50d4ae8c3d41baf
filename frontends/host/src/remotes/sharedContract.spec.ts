import { satisfy } from '@module-federation/enhanced/runtime';
import { IncompatibleRemoteError, sharedMismatches, type ManifestShared } from './sharedContract';

const provided = { react: '19.3.1', '@redress/web-ui': '1.4.0' };
const singleton = (
  name: string,
  version: string,
  requiredVersion: ManifestShared['requiredVersion'],
) => ({
  name,
  version,
  singleton: true,
  requiredVersion,
});

describe('the shared-version contract between the host and a remote', () => {
  it('accepts a remote whose ranges the host satisfies (same major, the host newer or equal)', () => {
    expect(
      sharedMismatches(
        provided,
        [singleton('react', '19.3.1', '^19.3.1'), singleton('@redress/web-ui', '1.2.0', '^1.2.0')],
        satisfy,
      ),
    ).toEqual([]);
  });

  it('refuses a remote built against another major version, or a newer minor, than the host has', () => {
    expect(
      sharedMismatches(
        provided,
        [singleton('@redress/web-ui', '2.0.0', '^2.0.0'), singleton('react', '19.4.0', '^19.4.0')],
        satisfy,
      ),
    ).toEqual([
      { module: '@redress/web-ui', required: '^2.0.0', remoteVersion: '2.0.0', provided: '1.4.0' },
      { module: 'react', required: '^19.4.0', remoteVersion: '19.4.0', provided: '19.3.1' },
    ]);
  });

  it('refuses a singleton shared without a range: it could need anything', () => {
    expect(
      sharedMismatches(provided, [singleton('@redress/web-ui', '0.1.0', null)], satisfy),
    ).toEqual([
      { module: '@redress/web-ui', required: null, remoteVersion: '0.1.0', provided: '1.4.0' },
    ]);
  });

  it("leaves alone what the host does not provide and what is not a singleton (the remote's own copy)", () => {
    expect(
      sharedMismatches(
        provided,
        [
          singleton('dayjs', '1.0.0', '^1.0.0'),
          { name: 'react', version: '18.0.0', singleton: false, requiredVersion: '^18.0.0' },
        ],
        satisfy,
      ),
    ).toEqual([]);
  });

  it('says which remote, which module and both versions', () => {
    const error = new IncompatibleRemoteError('student', [
      { module: '@redress/web-ui', required: '^2.0.0', remoteVersion: '2.0.0', provided: '1.4.0' },
    ]);
    expect(error.message).toBe(
      'The host refused the remote "student", built against shared versions the host does not provide: @redress/web-ui ^2.0.0 (built with 2.0.0), the host provides 1.4.0.',
    );
  });
});

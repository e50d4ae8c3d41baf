import { prepareAdministrator } from '../global-setup';
import { CROSS_ORIGIN_SERVER_ENV } from './origins';

/** The administrator of the admin test, in this suite's own database. */
export default function globalSetup(): void {
  prepareAdministrator(CROSS_ORIGIN_SERVER_ENV);
}

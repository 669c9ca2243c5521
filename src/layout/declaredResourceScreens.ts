import { declaredList } from '../components/resources/declaredListScreen';
import { defineScreens, formerOrganisationPath, type ResourceScreens } from './resourceScreens';

/**
 * The screens of a resource that needs none of its own: its list from the definition alone
 * (DeclaredList) at `/<name>`, to which its former path under the organisation leads.
 */
export const declaredResourceScreens = (name: string, screens: Pick<ResourceScreens, 'menu' | 'icon'>) =>
  defineScreens({ name, list: declaredList(name), redirects: [formerOrganisationPath(name)], ...screens });

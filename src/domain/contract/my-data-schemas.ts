import { DeleteAccountResponseSchema, MyDataExportSchema } from '../api/my-data';
import { ProfileParamsSchema } from '../api/profile';
import type { SchemasOf } from './endpoint-schema';
import type { myDataEndpoints } from './my-data-endpoints';

export const myDataSchemas = {
  exportMyData: { params: ProfileParamsSchema, response: { 200: MyDataExportSchema } },
  deleteAccount: { params: ProfileParamsSchema, response: { 200: DeleteAccountResponseSchema } },
} satisfies SchemasOf<typeof myDataEndpoints>;

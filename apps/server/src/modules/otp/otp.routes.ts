import { otpRequest, otpVerifyRequest, promotionVerifyRequest } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { messageAnswer } from '../../http/openapi';
import { OtpService } from './otp.service';

const PROMOTION = { scope: 'SETTINGS_DEVELOPER_PROMOTION_ACCESS' } as const;
const tags = ['One-time codes'];

/** One-time codes and developer promotion (decision 0064, docs/api/otp.md). */
export const otpRoutes: ModuleRoutes = (app, context) => {
  const service = new OtpService(context);

  // Any signed-in member may ask for a code for their own account.
  app.post('/otp/request', { schema: { tags, summary: 'Mail me a 6-digit code for a type and context (valid 10 minutes)', body: otpRequest } }, async (request) =>
    service.request(requireAuth(request), parseInput(otpRequest, request.body)),
  );
  app.post('/otp/verify', { schema: { tags, summary: 'Use my code of a type and context, once', body: otpVerifyRequest, response: { 200: messageAnswer } } }, async (request) =>
    service.verify(requireAuth(request), parseInput(otpVerifyRequest, request.body)),
  );
  app.post('/otp/developer-promotion/request', { config: PROMOTION, schema: { tags, summary: "Mail a code to the installation's developers to make me a developer" } }, async (request) =>
    service.requestPromotion(requireAuth(request)),
  );
  app.post('/otp/developer-promotion/verify', { config: PROMOTION, schema: { tags, summary: 'Become a developer with the code a developer gave me', body: promotionVerifyRequest, response: { 200: messageAnswer } } }, async (request) =>
    service.verifyPromotion(requireAuth(request), parseInput(promotionVerifyRequest, request.body).otp),
  );
};

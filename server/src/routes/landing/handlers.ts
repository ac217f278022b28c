import { formOf } from '../../lib/form.ts';
import { SAVED, UPDATED, ok } from '../../lib/respond.ts';
import { demoPortfolioPdf } from '../../seed/portfolio-pdf.ts';
import type { HandlerMap } from '../register.ts';

export const landingHandlers: HandlerMap = {
  getNewProductBanner: async (request) => ok(await request.server.repos.site.newProductBanner()),
  getAdminNewProductBanner: async (request) =>
    ok(await request.server.repos.site.newProductBanner()),
  async updateAdminNewProductBanner(request) {
    const form = formOf(request, 'NewProductForm');
    return ok(await request.server.repos.site.saveNewProductBanner(form), UPDATED);
  },
  getTaglineMain: async (request) => ok(await request.server.repos.site.about()),
  async updateAdminAbout(request) {
    const form = formOf(request, 'AboutForm');
    return ok(await request.server.repos.site.saveAbout(form), SAVED);
  },
  getTaglineFooter: async (request) => ok({ data: await request.server.repos.site.footer() }),
  async updateAdminFooter(request) {
    const form = formOf(request, 'FooterForm');
    return ok(await request.server.repos.site.saveFooter(form), SAVED);
  },
  async downloadPortfolio(request, reply) {
    const key = await request.server.repos.site.portfolioKey();
    const stored = key ? await request.server.storage.get(key) : null;
    const pdf = stored ?? (await demoPortfolioPdf(request.server.config.appName));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'attachment; filename="Portofolio.pdf"')
      .send(pdf);
  },
};

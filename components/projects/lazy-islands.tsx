'use client';

import dynamic from 'next/dynamic';

/*
 * Every project page is one route, and a route's client components load with each of its pages:
 * through these, the gallery and the islands of a project on sale (the schedule chooser, the served
 * enquiry form and the WhatsApp link that names the chosen unit, one chunk: on-sale-islands.ts) are
 * chunks of their own, which only a page that renders them loads (a delivered project's page renders
 * none). They are still rendered on the server, so the page's HTML holds their photos, tables and
 * fields. (The enquiry's running form loads later still, as the visitor nears it:
 * components/contact/contact-form-when-near.tsx.)
 */
export const Gallery = dynamic(() => import('@/components/hotels/gallery').then((module) => module.Gallery));
export const ScheduleChooser = dynamic(() => import('./on-sale-islands').then((module) => module.ScheduleChooser));
export const EnquiryForm = dynamic(() => import('./on-sale-islands').then((module) => module.EnquiryForm));
export const UnitWhatsapp = dynamic(() => import('./on-sale-islands').then((module) => module.UnitWhatsapp));

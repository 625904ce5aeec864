import { expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { reportPaths } from '#contract/paths';
import type { ReportSubscription } from '#contract/report-subscription';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';
import { createReportSubscriptionsApi } from './report-subscriptions.api';

const weekdays = {
  isOnSunday: false,
  isOnMonday: true,
  isOnTuesday: false,
  isOnWednesday: false,
  isOnThursday: true,
  isOnFriday: false,
  isOnSaturday: false,
};
const saved: ReportSubscription = {
  reportSubscriptionId: 41,
  systemCustomerId: 5,
  systemCustomer: null,
  customEmail: 'reports@example.com',
  orderCustomerId: 4,
  ...weekdays,
  dateAdded: '2025-09-04T10:00:00.000Z',
  dateModified: '2025-09-04T10:00:00.000Z',
};

const server = await replyServerForFile();
const api = () => createReportSubscriptionsApi(testHttpClient(server));

it("getCustomerSubscriptions GETs the login's subscriptions", async () => {
  server.reply(fillPath(reportPaths.getCustomerSubscriptions, { id: 5 }), 200, [saved]);
  expect(await api().getCustomerSubscriptions(5)).toEqual([saved]);
  expect(server.last()).toMatchObject({
    method: 'GET',
    url: '/api/Reports/getCustomerSubscriptions/5',
    body: '',
  });
});

it('getCustomerSubscriptions fills the weekdays an answer leaves out', async () => {
  const { isOnSunday: _, isOnSaturday: __, ...partial } = saved;
  server.reply(fillPath(reportPaths.getCustomerSubscriptions, { id: 5 }), 200, [partial]);
  expect(await api().getCustomerSubscriptions(5)).toEqual([saved]);
});

it('putCustomerSubscriptions PUTs the list and returns it as saved', async () => {
  const added = {
    reportSubscriptionId: 0,
    systemCustomerId: 5,
    customEmail: null,
    orderCustomerId: 0,
    ...weekdays,
  };
  server.reply(fillPath(reportPaths.putCustomerSubscriptions, { id: 5 }), 200, [saved]);
  expect(await api().putCustomerSubscriptions(5, [added])).toEqual([saved]);
  const sent = server.last();
  expect(sent).toMatchObject({ method: 'PUT', url: '/api/Reports/putCustomerSubscriptions/5' });
  expect(sent.headers['content-type']).toBe('application/json');
  expect(JSON.parse(sent.body)).toEqual([added]);
});

it('refuses a subscription whose custom address is not one', async () => {
  server.reply(fillPath(reportPaths.getCustomerSubscriptions, { id: 5 }), 200, [
    { ...saved, customEmail: 'not-an-address' },
  ]);
  await expect(api().getCustomerSubscriptions(5)).rejects.toThrow('Unexpected response from the server');
});

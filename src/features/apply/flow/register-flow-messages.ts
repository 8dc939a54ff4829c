/** The flow's field messages come from every rule module of src/domain: loaded with the flow, not with the forms. */
export const registerFlowMessages = () =>
  Promise.all([import('../../../domain/flow-messages'), import('../../../ui/form/messages')])
    .then(([flow, messages]) => messages.registerMessages(flow.findFlowMessage));

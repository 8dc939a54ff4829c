// Lets code outside React (the API client's session handling) navigate through the router without
// importing it, which would close an import cycle router → screens → api → router.
type Navigate = (to: string) => void;

let current: Navigate = (to) => window.location.assign(to);

export function setNavigate(navigate: Navigate): void {
  current = navigate;
}

export function navigate(to: string): void {
  current(to);
}

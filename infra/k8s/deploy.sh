#!/usr/bin/env bash
# Deploys an overlay in the order a release needs: namespace, settings and secrets, then the
# migration Job (waited for; a failed migration stops here and the running pods stay untouched), then
# the Deployments and the rest, then waits for the rollouts.
# Usage: infra/k8s/deploy.sh infra/k8s/overlays/<name>   (kubectl 1.27+ with access to the cluster)
set -euo pipefail
overlay=${1:?usage: deploy.sh <overlay directory>}
rendered=$(mktemp)
trap 'rm -f "$rendered"' EXIT
kubectl kustomize "$overlay" >"$rendered"

# 1. Namespace, ConfigMap and Secret (generated names carry a content hash: old pods keep theirs).
kubectl apply -f "$rendered" --selector 'app.kubernetes.io/component notin (api,worker,migrate)'

# 2. Migrations. A Job's pod template cannot change, so the previous run is replaced.
kubectl delete -f "$rendered" --selector app.kubernetes.io/component=migrate --ignore-not-found --wait
job=$(kubectl apply -f "$rendered" --selector app.kubernetes.io/component=migrate \
  -o jsonpath='{.metadata.namespace}/{.metadata.name}')
ns=${job%/*}
echo "waiting for job/${job#*/} in namespace $ns"
while :; do
  conditions=$(kubectl get --namespace "$ns" "job/${job#*/}" \
    -o jsonpath='{range .status.conditions[*]}{.type}={.status} {end}')
  case "$conditions" in
    *Complete=True*) break ;;
    *Failed=True*)
      kubectl logs --namespace "$ns" "job/${job#*/}" --tail=100 || true
      echo "migrations failed: the Deployments were not changed" >&2
      exit 1
      ;;
  esac
  sleep 5
done

# 3. Everything else, then wait for the rollouts.
kubectl apply -f "$rendered" --selector 'app.kubernetes.io/component in (api,worker)'
for deployment in offerteflow-api offerteflow-worker; do
  kubectl rollout status --namespace "$ns" "deployment/$deployment" --timeout=10m
done

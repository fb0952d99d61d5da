/*---
section: I.4.9.3.1
clause: global.device-launch-trivially-copyable
description: "A device-side launch passing trivially copyable, trivially destructible arguments is allowed."
verdict: ok
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
---*/
struct S { int x; float y; };
__global__ void child(S s, int *p) { }
__global__ void parent(int *p) {
  S s{1, 2.0f};
  child<<<1, 1>>>(s, p);
}

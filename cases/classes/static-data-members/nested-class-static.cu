/*---
section: I.4.10.1
clause: class.static-data-member-device
description: "A non-const static data member of a nested class, read in a kernel, is diagnosed."
verdict: diagnose
---*/
struct Outer { struct Inner { static float scale; }; };
float Outer::Inner::scale = 1.5f;
__global__ void kern(float *out) {
  *out = Outer::Inner::scale; // expect-diag
}

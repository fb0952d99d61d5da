/*---
section: I.4.15
clause: attr.deprecated-host-reference
description: "Launching a deprecated __global__ function from host code is a reference from a __host__ function: an error with -Werror=deprecated-declarations."
verdict: error
std: c++14
flags: ["-Werror=deprecated-declarations"]
---*/
[[deprecated]] __global__ void old_kern(int *out) { *out = 1; }
void launch(int *out) {
  old_kern<<<1, 1>>>(out); // expect-error
}

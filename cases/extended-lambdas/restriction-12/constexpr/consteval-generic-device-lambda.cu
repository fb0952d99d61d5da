/*---
section: "I.6.2"
clause: xlambda.restriction-12.not-consteval
description: "A generic extended __device__ lambda in a host function template declared consteval must be rejected."
verdict: error
std: c++20
flags: ["--extended-lambda"]
---*/
template <typename T> void host_fn(T seed) {
    auto lam = [seed] __device__(auto x) consteval { return x + seed; }; // expect-error
    (void)lam;
}

template void host_fn<int>(int);

/*---
section: "I.4.9.3.1"
clause: global.arg-memcpy-not-copy-ctor
description: "A trivially copyable argument (defaulted copy constructor): a memcpy and a copy constructor produce the same object, so the kernel sees the value."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"

struct Rgb {
    unsigned char r, g, b;
    Rgb(const Rgb &) = default;
    Rgb(unsigned char x, unsigned char y, unsigned char z) : r(x), g(y), b(z) {}
};

__global__ void luma(Rgb c, int *out) { *out = c.r + c.g + c.b; }

int main() {
    int *out;
    CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
    luma<<<1, 1>>>(Rgb(10, 20, 12), out);
    CC_SYNC();
    std::printf("%d\n", *out);
    return 0;
}

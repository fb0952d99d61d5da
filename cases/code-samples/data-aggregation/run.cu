/*---
section: I.7.1
clause: samples.data-aggregation
description: "I.7.1 completed: the pixels are added on the device and the bytes of the result printed"
verdict: ok
phase: run
run:
  stdout: "11 22 33 44 100 100 100 255\n"
note: "The private members are read back as the object's bytes (four unsigned char members, no padding), so the class is kept as in the guide."
---*/
#include "cuconform.h"

class PixelRGBA {
public:
    __device__ PixelRGBA(): r_(0), g_(0), b_(0), a_(0) { }

    __device__ PixelRGBA(unsigned char r, unsigned char g,
                         unsigned char b, unsigned char a = 255):
                         r_(r), g_(g), b_(b), a_(a) { }

private:
    unsigned char r_, g_, b_, a_;

    friend PixelRGBA operator+(const PixelRGBA&, const PixelRGBA&);
};

__device__
PixelRGBA operator+(const PixelRGBA& p1, const PixelRGBA& p2)
{
    return PixelRGBA(p1.r_ + p2.r_, p1.g_ + p2.g_,
                     p1.b_ + p2.b_, p1.a_ + p2.a_);
}

__global__ void add_pixels(PixelRGBA *out)
{
    PixelRGBA p1(1, 2, 3, 4), p2(10, 20, 30, 40);
    out[0] = p1 + p2;
    out[1] = PixelRGBA(100, 100, 100) + PixelRGBA();
}

int main()
{
    PixelRGBA *d = nullptr;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(PixelRGBA)));
    add_pixels<<<1, 1>>>(d);
    CC_SYNC();
    unsigned char h[2 * sizeof(PixelRGBA)];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (unsigned i = 0; i < sizeof h; ++i)
        std::printf("%d%c", h[i], i + 1 == sizeof h ? '\n' : ' ');
    CC_CHECK(cudaFree(d));
    return 0;
}

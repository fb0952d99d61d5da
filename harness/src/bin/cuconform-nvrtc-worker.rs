//! `cuconform-nvrtc-worker LIB`: one NVRTC library in a process of its own, compiling what the
//! harness sends over stdin (see `cuconform::toolchain::nvrtc_worker`).

fn main() {
    let Some(lib) = std::env::args().nth(1) else {
        eprintln!("usage: cuconform-nvrtc-worker LIBNVRTC.so (or `fake`)");
        std::process::exit(2);
    };
    std::process::exit(cuconform::toolchain::nvrtc_worker::serve(&lib));
}

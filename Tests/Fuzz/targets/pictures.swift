@testable import PictureDecoding

// libFuzzer target: the picture decoders' wrappers, PictureDecoding, over the system's
// libjpeg-turbo, libpng, giflib and libwebp (those are not instrumented; the Swift around them is).
//
// Whatever the bytes, decoded as what they say they are and as each of the four formats (a
// server's name for a file means nothing): a picture within the pixel cap and at most
// Picture.maxSide a side, whose size is the one it declares scaled down, or one problem with a
// message; decoding is a function of the bytes.
import PushMedia

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPictures(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    // A small cap keeps each run's memory low; the cap's own check is what is exercised.
    let cap = 1_000_000
    for format in [MediaFormat.jpeg, .png, .gif, .webp] {
        let first: Result<Picture, PictureProblem>
        do { first = .success(try PictureDecoder.decode(bytes, as: format, maxPixels: cap)) } catch { first = .failure(error) }
        switch first {
        case .success(let picture):
            fuzzRequire(picture.width >= 1 && picture.height >= 1 && max(picture.width, picture.height) <= Picture.maxSide,
                        "\(format): a picture of \(picture.width)×\(picture.height)")
            fuzzRequire(picture.original.width * picture.original.height <= cap, "\(format): \(picture.original) is past the cap")
            fuzzRequire(picture.width <= picture.original.width && picture.height <= picture.original.height,
                        "\(format): \(picture.width)×\(picture.height) from \(picture.original)")
        case .failure(let problem):
            fuzzRequire(!problem.message.isEmpty, "\(format): a problem without words")
        }
        let second: Result<Picture, PictureProblem>
        do { second = .success(try PictureDecoder.decode(bytes, as: format, maxPixels: cap)) } catch { second = .failure(error) }
        fuzzRequire(first == second, "\(format): decoded differently twice")
    }
    return 0
}
